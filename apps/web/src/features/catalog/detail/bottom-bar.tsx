import { formatWon } from '@shop/domain/format/money';
import styles from './prod-detail.module.css';

/** Sticky at the bottom: the monthly price of the selection with its term, and 장바구니 담기. */
export function BottomBar({
  monthly,
  months,
  onAdd,
}: {
  monthly: number | null;
  months: number | null;
  onAdd: () => void;
}) {
  return (
    <div className={styles.bottomBar}>
      <p className={styles.barPrice}>
        {monthly !== null && (
          <>
            <span>월</span> <strong>{formatWon(monthly)}</strong>
            {months !== null && <span className={styles.barTerm}> · {months}개월</span>}
          </>
        )}
      </p>
      <button type="button" className={styles.addButton} onClick={onAdd}>
        장바구니 담기
      </button>
    </div>
  );
}
