import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '../icons';
import styles from './accordion.module.css';
import { useOpenSet } from './use-open-set';

export type AccordionItem = { id: number | string; title: string; body: ReactNode };

type Props = {
  items: readonly AccordionItem[];
  /** Called after an item opens or closes (a swiper around it may need to measure again). */
  onToggle?: (id: AccordionItem['id'], open: boolean) => void;
  /** The questions' heading level: one below the heading the accordion stands under (a screen's h1: 2). */
  headingLevel?: 2 | 3;
};

/** Questions that open and close one by one; each button says whether its answer is shown. */
export function Accordion({ items, onToggle, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { openIds, toggle: flip } = useOpenSet<AccordionItem['id']>();
  const baseId = useId();

  const toggle = (id: AccordionItem['id']) => {
    const open = flip(id);
    onToggle?.(id, open);
  };

  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const open = openIds.has(item.id);
        const panelId = `${baseId}-${item.id}`;
        return (
          <li key={item.id} className={styles.item} data-open={open}>
            <Heading className={styles.heading}>
              <button
                type="button"
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className={styles.mark} aria-hidden="true">
                  Q
                </span>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.chevron}>
                  <ChevronDownIcon />
                </span>
              </button>
            </Heading>
            <div id={panelId} className={styles.panel} hidden={!open}>
              {item.body}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Grey bars in the shape of an accordion, while its items load. */
export function AccordionSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <li key={i} className={styles.item}>
          <span className={styles.bone} style={{ width: `${55 + ((i * 17) % 35)}%` }} />
        </li>
      ))}
    </ul>
  );
}
