import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A form's failure, read out at once: a login refused, a reset link gone stale. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className={styles.alert} role="alert">
      {children}
    </p>
  );
}
