import type { ReactNode } from 'react';
import styles from '../rentals.module.css';

/** A titled card of the detail page. */
export function DetailSection({
  title,
  children,
  highlighted = false,
  label,
}: {
  title: string;
  children: ReactNode;
  highlighted?: boolean;
  label?: string;
}) {
  return (
    <section
      className={`${styles.section} ${highlighted ? styles.highlight : ''}`}
      aria-label={label ?? title}
    >
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
