import type { Att } from '@shop/domain/api/catalog';
import { addedPriceLines } from '@shop/domain/pricing/card-price';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import styles from './prod-detail.module.css';

export type AddedSummary = {
  title: string;
  colour: string | null;
  image: Att | null;
  qty: number;
  /** The monthly price of one unit, after the discount. */
  monthly: number;
  months: number;
};

/**
 * After 장바구니 담기: the item, quantity, the monthly price of one unit (and of them all for more than one,
 * each saying which it is) and the term, with 장바구니 보기 and 쇼핑 계속하기.
 */
export function CartAddedSheet({ added, onClose }: { added: AddedSummary; onClose: () => void }) {
  const price = addedPriceLines(added.monthly, added.qty, added.months);
  return (
    <Sheet className={styles.sheet} labelledBy="cart-added-title" onClose={onClose} onBackdropClose={onClose}>
      <h2 id="cart-added-title" className={styles.sheetTitle}>
        장바구니에 담았습니다
      </h2>
      <div className={styles.sheetItem}>
        {added.image && (
          <img src={added.image.url} alt="" width={72} height={72} className={styles.sheetThumb} />
        )}
        <div>
          <p className={styles.sheetName}>{added.title}</p>
          {added.colour && <p className={styles.muted}>색상: {added.colour}</p>}
          <p className={styles.muted}>수량: {added.qty}개</p>
          <dl className={styles.sheetPrices} aria-label={`월 렌탈료 (${price.term})`}>
            {price.lines.map((line) => (
              <div key={line.label} className={styles.sheetPrice}>
                <dt>{line.label}</dt>
                <dd>{line.amount}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.muted}>{price.term}</p>
        </div>
      </div>
      <div className={styles.sheetActions}>
        <Link to={paths.carts} className={styles.primary}>
          장바구니 보기
        </Link>
        <button type="button" className={styles.secondary} onClick={onClose}>
          쇼핑 계속하기
        </button>
      </div>
    </Sheet>
  );
}
