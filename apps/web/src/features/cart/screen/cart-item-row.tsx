import { formatWon } from '@shop/domain/format/money';
import { RENTAL_DURATIONS } from '@shop/domain/limits/durations';
import bonesStyles from '../../../shared/styles/bones.module.css';
import type { CartRow } from '../cart-view';
import styles from './cart.module.css';

type Props = {
  row: CartRow;
  pricesPending: boolean;
  onToggle: (localId: string) => void;
  onDelete: (localId: string) => void;
};

/** One cart item: select box, image, title, colour and parts, the chosen months (not changeable here),
 * quantity 1, the monthly price and 삭제. */
export function CartItemRow({ row, pricesPending, onToggle, onDelete }: Props) {
  const checkId = `cart-item-${row.localId}`;
  const months = row.months ?? undefined;
  const durations: number[] = [...RENTAL_DURATIONS];
  if (months !== undefined && !durations.includes(months)) durations.push(months);
  return (
    <li className={`${styles.item} ${row.disabled ? styles.itemDisabled : ''}`}>
      <input
        id={checkId}
        type="checkbox"
        className={styles.check}
        checked={row.selected && !row.disabled}
        disabled={row.disabled}
        onChange={() => onToggle(row.localId)}
        aria-label={`${row.title} 선택`}
      />
      {row.image ? (
        <img src={row.image.url} alt="" width={80} height={80} loading="lazy" className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <div className={styles.head}>
          <label htmlFor={checkId} className={styles.name}>
            {row.maker && <span className={styles.maker}>{row.maker} </span>}
            {row.title}
          </label>
          <button
            type="button"
            className={styles.delete}
            onClick={() => onDelete(row.localId)}
            aria-label={`${row.title} 삭제`}
          >
            삭제
          </button>
        </div>
        {row.colour && <p className={styles.meta}>색상: {row.colour}</p>}
        {row.parts.length > 0 && <p className={styles.meta}>구성: {row.parts.join(', ')}</p>}
        <div className={styles.controls}>
          <select
            className={styles.select}
            value={months}
            disabled
            aria-label="렌탈 기간"
            onChange={() => undefined}
          >
            {durations.map((value) => (
              <option key={value} value={value}>
                {value}개월
              </option>
            ))}
          </select>
          <span className={styles.qty}>수량 1</span>
        </div>
        <p className={styles.price}>
          {pricesPending ? (
            <span className={bonesStyles.text} aria-hidden="true" />
          ) : row.disabled ? (
            '주문할 수 없는 상품입니다'
          ) : (
            <>
              {row.discount > 0 && <span className={styles.was}>{formatWon(row.cost)}</span>}월{' '}
              {formatWon(row.durationCost)}
            </>
          )}
        </p>
      </div>
    </li>
  );
}
