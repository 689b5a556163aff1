import type { ReactNode } from 'react';
import { TitledSection } from '../../shared/ui/titled-section';
import styles from './checkout.module.css';

/** A checkout card titled by its `<h2>`; `count` ("3개") stands after the title in the lighter count style. */
export function CheckoutSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: string;
  children: ReactNode;
}) {
  const heading =
    count === undefined ? (
      title
    ) : (
      <>
        {title} <span className={styles.sectionCount}>{count}</span>
      </>
    );
  return (
    <TitledSection id={id} title={heading} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </TitledSection>
  );
}
