import type { RentalAddOn } from '@shop/domain/api/subscs-read';
import { formatWon } from '@shop/domain/format/money';
import styles from './rentals.module.css';

/**
 * The paid add-ons ordered with a rental (e.g. a cable ticked on the product page), each with the monthly
 * fee it adds: they are part of the rental's monthly fee, so they stay listed after the order. Nothing for an
 * order without add-ons.
 */
export function AddOnLines({ addOns, label }: { addOns: readonly RentalAddOn[]; label: string }) {
  if (addOns.length === 0) return null;
  return (
    <ul className={styles.addOns} aria-label={label}>
      {addOns.map((addOn) => (
        <li key={addOn.prod_id} className={styles.addOn}>
          <span className={styles.addOnTitle}>
            <span className={styles.addOnMark}>추가</span> {addOn.title}
          </span>
          <span className={styles.addOnCost}>+월 {formatWon(addOn.cost)}</span>
        </li>
      ))}
    </ul>
  );
}
