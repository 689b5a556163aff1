import styles from '../rentals.module.css';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';

const STEP_TITLES: Record<WizardStep, string> = { 1: '사유 선택', 2: '신청 내용 확인', 3: '완료' };

export function WizardStepper({ step }: { step: WizardStep }) {
  return (
    <ol className={styles.stepper} aria-label="진행 단계">
      {WIZARD_STEPS.map((s) => (
        <li
          key={s}
          className={`${styles.stepItem} ${s < step ? styles.stepDone : ''}`}
          aria-current={s === step ? 'step' : undefined}
        >
          {s}. {STEP_TITLES[s]}
        </li>
      ))}
    </ol>
  );
}

type Props = {
  canPrevious: boolean;
  canNext: boolean;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
};

/**
 * The previous button's label. The documents name the wizards' buttons 취소 (previous) and 다음 (next);
 * on a cancel or termination wizard 취소 reads as "cancel it", so the way back says 이전 (decision 021).
 */
export const PREVIOUS_LABEL = '이전';

/** 취소 (previous) and 다음 (next). */
export function WizardBar({ canPrevious, canNext, nextLabel, onPrevious, onNext }: Props) {
  return (
    <div className={styles.wizardBar}>
      <button type="button" className={styles.button} disabled={!canPrevious} onClick={onPrevious}>
        {PREVIOUS_LABEL}
      </button>
      <button type="button" className={styles.primary} disabled={!canNext} onClick={onNext}>
        {nextLabel}
      </button>
    </div>
  );
}
