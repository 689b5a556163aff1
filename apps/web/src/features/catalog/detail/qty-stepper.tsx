import { QUANTITY_MIN, QUANTITY_STEP } from '@shop/domain/validation/quantity';
import styles from './prod-detail.module.css';

/** Quantity: min 1, max the available stock of the choice, step 1. */
export function QtyStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (qty: number) => void;
}) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.fieldLabel}>수량</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label="수량 줄이기"
          disabled={value <= QUANTITY_MIN}
          onClick={() => onChange(value - QUANTITY_STEP)}
        >
          −
        </button>
        <output aria-live="polite" aria-label="선택한 수량">
          {value}
        </output>
        <button
          type="button"
          aria-label="수량 늘리기"
          disabled={value + QUANTITY_STEP > max}
          onClick={() => onChange(value + QUANTITY_STEP)}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
