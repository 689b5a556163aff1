import tileStyles from '../../styles/date-tiles.module.css';
import type { DateChoice } from './date-choice';

type Props = {
  /** The group's name for a screen reader (배송 희망일, 재설치 방문일). */
  label: string;
  /** The radios' name. */
  name: string;
  choices: readonly DateChoice[];
  /** The chosen day's value, if one is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  /** What a screen reader says of each tile before its weekday: its date as shown (2월 4일) or its value. */
  spoken: 'label' | 'value';
  /** The screen's own tiles, where they compose and add to the shared ones. */
  classes?: { readonly dates?: string; readonly date?: string };
};

/** Day tiles to pick one from (the delivery day after checkout, the AS reinstall day): radios in labels. */
export function DateTiles({ label, name, choices, value, onChange, spoken, classes = tileStyles }: Props) {
  return (
    <div className={classes.dates} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.date}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            aria-label={`${choice[spoken]} ${choice.weekday}`}
          />
          <span>{choice.label}</span>
          <span>{choice.weekday}</span>
        </label>
      ))}
    </div>
  );
}
