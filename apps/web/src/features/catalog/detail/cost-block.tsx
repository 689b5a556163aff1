import { formatWon } from '@shop/domain/format/money';
import type { CostView } from './detail-view';
import styles from './prod-detail.module.css';

/** The price of the selection: 정가 struck through when discounted, 월 N원, N개월 약정 and the total. */
export function CostBlock({ cost, qty }: { cost: CostView | null; qty: number }) {
  if (!cost) return null;
  return (
    <section className={styles.cost} aria-label="렌탈 요금">
      <div className={styles.costMain}>
        {cost.listMonthly !== null && (
          <s className={styles.list}>
            <span className="visually-hidden">정가 </span>월 {formatWon(cost.listMonthly)}
          </s>
        )}
        <p className={styles.monthly} data-testid="monthly-price">
          월 {formatWon(cost.monthly)}
        </p>
        <p className={styles.months}>{cost.months}개월 약정</p>
      </div>
      <dl className={styles.costLines}>
        <div>
          <dt>수량</dt>
          <dd>{qty}개</dd>
        </div>
        <div>
          <dt>총 렌탈료</dt>
          <dd data-testid="total-price">{formatWon(cost.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
