import type { ProdDetail } from '@shop/domain/api/catalog';
import { formatWon } from '@shop/domain/format/money';
import stackStyles from '../../../shared/styles/stack.module.css';
import styles from './prod-detail.module.css';

type Part = ProdDetail['prod_conns_conns'][number];

/** Accessory add-ons (prod_conns_conns) the customer may rent along, each a toggle with its monthly fee. */
export function AddOnList({
  addOns,
  chosen,
  onToggle,
}: {
  addOns: readonly Part[];
  chosen: readonly number[];
  onToggle: (partId: number) => void;
}) {
  if (addOns.length === 0) return null;
  return (
    <fieldset className={styles.field}>
      <legend className={styles.fieldLabel}>함께 렌탈하면 좋은 액세서리</legend>
      <ul className={stackStyles.stack2}>
        {addOns.map((part) => (
          <li key={part.id}>
            <label className={styles.addOn}>
              <input type="checkbox" checked={chosen.includes(part.id)} onChange={() => onToggle(part.id)} />
              <span className={styles.addOnTitle}>{part.title}</span>
              {part.cost_subsc !== null && (
                <span className={styles.addOnCost}>+월 {formatWon(part.cost_subsc)}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
