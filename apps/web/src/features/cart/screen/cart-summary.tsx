import { formatWon } from '@shop/domain/format/money';
import { SPECIAL_DELIVERY_FEE } from '@shop/domain/limits/durations';
import styles from './cart.module.css';

/** The price lines: monthly total, the 50,000 won delivery/installation fee shown as a discount, and the
 * first instalment (which is the monthly total). */
export function CartSummary({ monthly, pending }: { monthly: number; pending: boolean }) {
  const amount = (value: string) => (pending ? <span className={styles.bone} aria-hidden="true" /> : value);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        결제 예정 금액
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>월 렌탈료 합계 (할인 적용)</dt>
          <dd data-testid="cart-monthly-total">{amount(formatWon(monthly))}</dd>
        </div>
        <div>
          <dt>배송/설치비</dt>
          <dd>{formatWon(SPECIAL_DELIVERY_FEE)}</dd>
        </div>
        <div>
          <dt>배송/설치비 할인</dt>
          <dd className={styles.minus}>-{formatWon(SPECIAL_DELIVERY_FEE)}</dd>
        </div>
        <div className={styles.first}>
          <dt>첫 달 결제 금액</dt>
          <dd data-testid="cart-first-instalment">{amount(formatWon(monthly))}</dd>
        </div>
      </dl>
    </section>
  );
}
