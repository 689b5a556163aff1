import type { ReactNode, Ref } from 'react';
import { TitledSection } from '../../shared/ui/titled-section';
import styles from './checkout.module.css';

/** A checkout card titled by its `<h2>`; `count` ("3개") stands after the title in the lighter count style. */
export function CheckoutSection({
  id,
  title,
  count,
  ref,
  tabIndex,
  children,
}: {
  id: string;
  title: string;
  count?: string;
  ref?: Ref<HTMLElement>;
  tabIndex?: number;
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
    <TitledSection
      ref={ref}
      tabIndex={tabIndex}
      id={id}
      title={heading}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      {children}
    </TitledSection>
  );
}
