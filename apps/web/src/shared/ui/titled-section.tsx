import type { ReactNode, Ref } from 'react';

/** A `<section>` named by its own `<h2>` (the heading's id labels the section for screen readers). */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  ref,
  tabIndex,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** For a section the screen scrolls to and focuses (a step the customer must still do). */
  ref?: Ref<HTMLElement>;
  tabIndex?: number;
  children: ReactNode;
}) {
  return (
    <section ref={ref} tabIndex={tabIndex} className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
