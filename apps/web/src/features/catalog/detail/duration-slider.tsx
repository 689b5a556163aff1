import type { DurationChoice } from '@shop/domain/catalog/prod-selection';
import { useId } from 'react';
import styles from './prod-detail.module.css';

/** The rental duration as a slider over the category's options (12/24/36/48), with a tick per option. */
export function DurationSlider({
  choices,
  value,
  onChange,
}: {
  choices: DurationChoice[];
  value: number | null;
  onChange: (durationId: number) => void;
}) {
  const id = useId();
  if (choices.length === 0) return null;
  const index = Math.max(
    0,
    choices.findIndex((c) => c.id === value),
  );
  const current = choices[index]!;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        약정 기간 <span className={styles.fieldValue}>{current.months}개월</span>
      </label>
      <input
        id={id}
        type="range"
        className={styles.slider}
        min={0}
        max={choices.length - 1}
        step={1}
        value={index}
        list={`${id}-ticks`}
        aria-valuetext={`${current.months}개월`}
        disabled={choices.length < 2}
        onChange={(event) => onChange(choices[Number(event.target.value)]!.id)}
      />
      <datalist id={`${id}-ticks`}>
        {choices.map((choice, i) => (
          <option key={choice.id} value={i} label={`${choice.months}개월`} />
        ))}
      </datalist>
      <ol className={styles.ticks} aria-hidden="true">
        {choices.map((choice) => (
          <li key={choice.id} data-active={choice.id === current.id}>
            <button type="button" tabIndex={-1} onClick={() => onChange(choice.id)}>
              {choice.months}개월
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
