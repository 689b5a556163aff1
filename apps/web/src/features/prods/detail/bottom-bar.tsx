import { formatWon } from '@shop/domain/format/money';
import styles from './prod-detail.module.css';

/** Sticky at the bottom: the monthly price of the selection and 장바구니 담기. */
export function BottomBar({ monthly, onAdd }: { monthly: number | null; onAdd: () => void }) {
  return (
    <div className={styles.bottomBar}>
      <p className={styles.barPrice}>
        {monthly !== null && (
          <>
            <span>월</span> <strong>{formatWon(monthly)}</strong>
          </>
        )}
      </p>
      <button type="button" className={styles.addButton} onClick={onAdd}>
        장바구니 담기
      </button>
    </div>
  );
}
