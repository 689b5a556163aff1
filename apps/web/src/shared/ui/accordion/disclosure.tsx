import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icons';

type Props = {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel the button opens, for `aria-controls`. */
  panelId: string;
  buttonClassName: string | undefined;
  /** The button's words, before its chevron. */
  label: ReactNode;
  /** The panel, hidden while closed. */
  children: ReactNode;
};

/** A button that opens and closes the panel below it, saying whether it is open (a category's makers, a card's rentals). */
export function Disclosure({ open, onToggle, panelId, buttonClassName, label, children }: Props) {
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {label}
        <ChevronDownIcon />
      </button>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </>
  );
}
