import { formatWon } from '@shop/domain/format/money';
import styles from './prod-detail.module.css';

/**
 * Fixed at the bottom of the screen: the monthly price of the selection with its term, and 장바구니 담기.
 * `data-fixed-bottom-bar` gives the footer room below its last line for it (app/layout/footer.module.css).
 */
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
    <div className={styles.bottomBar} data-fixed-bottom-bar>
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
