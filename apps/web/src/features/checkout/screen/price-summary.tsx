import { formatWon } from '@shop/domain/format/money';
import { SPECIAL_DELIVERY_FEE } from '@shop/domain/limits/durations';
import styles from '../checkout.module.css';

/** Monthly total, the 50,000 won delivery/installation fee shown as a discount, and the first instalment. */
export function PriceSummary({
  monthly,
  first,
  pending,
}: {
  monthly: number;
  first: number;
  pending: boolean;
}) {
  const amount = (value: number) => (pending ? <span className={styles.bone} /> : formatWon(value));
  return (
    <section className={styles.section} aria-labelledby="checkout-price-title">
      <h2 id="checkout-price-title" className={styles.sectionTitle}>
        결제 금액
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>월 렌탈료 합계</dt>
          <dd data-testid="checkout-monthly-total">{amount(monthly)}</dd>
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
          <dd data-testid="checkout-first-instalment">{amount(first)}</dd>
        </div>
      </dl>
    </section>
  );
}
