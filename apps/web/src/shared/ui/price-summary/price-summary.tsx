import { formatWon } from '@shop/domain/format/money';
import { SPECIAL_DELIVERY_FEE } from '@shop/domain/limits/durations';
import bonesStyles from '../../styles/bones.module.css';
import priceLinesStyles from '../../styles/price-lines.module.css';

type Props = {
  /** `cart` or `checkout`: names the heading's id and the amounts' test ids. */
  name: string;
  title: string;
  monthlyLabel: string;
  monthly: number;
  /** The first instalment. */
  first: number;
  /** The server's prices are on their way: the amounts are placeholders. */
  pending: boolean;
  /** The screen's own classes (the discount's minus and the amounts' placeholders are the same everywhere). */
  classes: Record<'section' | 'title' | 'lines' | 'first', string | undefined>;
};

/**
 * The price lines of the cart and the checkout: the monthly total, the 50,000 won delivery/installation
 * fee shown as a discount, and the first instalment.
 */
export function PriceSummary({ name, title, monthlyLabel, monthly, first, pending, classes }: Props) {
  const amount = (value: number) =>
    pending ? <span className={bonesStyles.text} aria-hidden="true" /> : formatWon(value);
  return (
    <section className={classes.section} aria-labelledby={`${name}-price-title`}>
      <h2 id={`${name}-price-title`} className={classes.title}>
        {title}
      </h2>
      <dl className={classes.lines}>
        <div>
          <dt>{monthlyLabel}</dt>
          <dd data-testid={`${name}-monthly-total`}>{amount(monthly)}</dd>
        </div>
        <div>
          <dt>배송/설치비</dt>
          <dd>{formatWon(SPECIAL_DELIVERY_FEE)}</dd>
        </div>
        <div>
          <dt>배송/설치비 할인</dt>
          <dd className={priceLinesStyles.minus}>-{formatWon(SPECIAL_DELIVERY_FEE)}</dd>
        </div>
        <div className={classes.first}>
          <dt>첫 달 결제 금액</dt>
          <dd data-testid={`${name}-first-instalment`}>{amount(first)}</dd>
        </div>
      </dl>
    </section>
  );
}
