import type { ReactNode } from 'react';
import styles from './form.module.css';

type Props = {
  checked: boolean;
  onCheck: (checked: boolean) => void;
  /** The row's class: the form's check row unless the screen lays it out otherwise. */
  className?: string;
  /** The box's own name, where the words beside it are not what it agrees to. */
  ariaLabel?: string;
  /** The words (or picture) beside the box. */
  children: ReactNode;
};

/** A checkbox and its words in one label, so that a tap on the words ticks the box too. */
export function CheckLabel({ checked, onCheck, className = styles.check, ariaLabel, children }: Props) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        aria-label={ariaLabel}
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
      />
      {children}
    </label>
  );
}
