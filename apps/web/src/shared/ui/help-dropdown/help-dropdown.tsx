import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HelpIcon } from '../icons';
import styles from './help-dropdown.module.css';

export type HelpLink = { label: string; to: string };

/**
 * The help button of the top bar and the list it drops down (a disclosure: the button says whether the
 * list is shown). Closes on a link, Escape, a click outside and any route change.
 */
export function HelpDropdown({ links }: { links: readonly HelpLink[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation (location.key)
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label="고객 지원"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <HelpIcon />
      </button>
      <ul id={listId} className={styles.list} aria-label="고객 지원" hidden={!open}>
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to} className={styles.link} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
