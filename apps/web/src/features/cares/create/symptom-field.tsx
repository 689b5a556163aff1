import { CARE_SYMPTOM_MAX_LENGTH, CARE_SYMPTOM_MIN_LENGTH } from '@shop/domain/care/care-rules';
import styles from '../cares.module.css';
import type { CareItem } from './care-form';
import { CarePhotoPicker } from './care-photo-picker';
import type { useCareForm } from './use-care-form';

/** One chosen product: its symptom (required, with its count and message) and its photos. */
export function SymptomField({ item, form }: { item: CareItem; form: ReturnType<typeof useCareForm> }) {
  const id = item.prodOrdererId;
  const error = form.symptomError(id);
  return (
    <div className={styles.symptom}>
      <div className={styles.headRow}>
        <strong>{item.title}</strong>
        <span className={styles.muted}>수량 1</span>
      </div>
      {item.colour && <span className={styles.faint}>색상 {item.colour}</span>}
      <label className={styles.label} htmlFor={`symptom-${id}`}>
        증상 <span className={styles.required}>(필수)</span>
      </label>
      <textarea
        id={`symptom-${id}`}
        ref={(box) => {
          if (box) form.symptomBoxes.current.set(id, box);
          else form.symptomBoxes.current.delete(id);
        }}
        className={styles.textarea}
        rows={4}
        maxLength={CARE_SYMPTOM_MAX_LENGTH}
        placeholder="언제부터, 어떤 증상이 있는지 자세히 적어 주세요."
        aria-required="true"
        aria-invalid={error !== null}
        aria-describedby={`symptom-${id}-note`}
        value={item.content}
        onBlur={() => form.touch(id)}
        onChange={(event) => form.change(id, { content: event.target.value })}
      />
      <div className={styles.fieldFoot}>
        {error ? (
          <p id={`symptom-${id}-note`} className={styles.fieldError}>
            {error}
          </p>
        ) : (
          <p id={`symptom-${id}-note`} className={styles.faint}>
            증상을 {CARE_SYMPTOM_MIN_LENGTH}자 이상 적어 주세요.
          </p>
        )}
        <span className={styles.faint} aria-hidden="true">
          {item.content.length}/{CARE_SYMPTOM_MAX_LENGTH}
        </span>
      </div>
      <CarePhotoPicker
        id={`file-${id}`}
        files={item.files}
        onChange={(files) => form.change(id, { files })}
      />
    </div>
  );
}
