import type { ReactNode } from 'react';
import stackStyles from '../../styles/stack.module.css';

type Props<T extends { id: number }> = {
  items: readonly T[];
  /** The radios' shared `name`. */
  name: string;
  /** The radiogroup's accessible name. */
  label: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  optionClassName?: string;
  /** What a row shows beside its radio. */
  children: (item: T) => ReactNode;
};

/** One choice out of a list of saved things (cards, addresses): a column of labelled radios keyed by id. */
export function RadioList<T extends { id: number }>({
  items,
  name,
  label,
  selectedId,
  onSelect,
  optionClassName,
  children,
}: Props<T>) {
  return (
    <div className={stackStyles.stack2} role="radiogroup" aria-label={label}>
      {items.map((item) => (
        <label key={item.id} className={optionClassName}>
          <input
            type="radio"
            name={name}
            checked={selectedId === item.id}
            onChange={() => onSelect(item.id)}
          />
          {children(item)}
        </label>
      ))}
    </div>
  );
}
