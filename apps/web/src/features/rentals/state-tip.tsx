import type { StateTooltip } from '@shop/domain/rental/state-tooltip';
import { useId, useState } from 'react';
import styles from './rentals.module.css';

/** The "?" beside a rental's label; tapping it shows what the state means, in green, red or gray. */
export function StateTip({ tooltip, label }: { tooltip: StateTooltip; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={`${styles.tipButton} ${styles[tooltip.colour]}`}
        aria-label={`${label} 상태 설명`}
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setOpen((value) => !value);
        }}
      >
        ?
      </button>
      {open && (
        <p
          id={id}
          role="tooltip"
          className={`${styles.tip} ${styles[tooltip.colour]}`}
          data-colour={tooltip.colour}
        >
          {tooltip.message}
        </p>
      )}
    </>
  );
}
