import type { Care } from '@shop/domain/api/cares';
import { formatWon } from '@shop/domain/format/money';
import { Link } from 'react-router';
import styles from '../cares.module.css';
import { caresPaths } from '../cares-paths';
import { carePayWording } from './care-view';

/** The repair quote staff wrote, the card it is charged to, and the one button that pays it. */
export function CarePaySection({
  care,
  sending,
  onPay,
}: {
  care: Care;
  sending: boolean;
  onPay: () => void;
}) {
  const { quote, payment_card: card } = care;
  return (
    <section className={styles.infoBox} aria-label="AS 결제">
      <p className={styles.faint}>{carePayWording(quote?.amount ?? null).note}</p>
      {quote ? (
        <dl className={styles.rows}>
          {quote.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two lines may share a title and an amount.
            <div key={i} className={styles.rowPair}>
              <dt>{line.title}</dt>
              <dd>{formatWon(line.amount)}</dd>
            </div>
          ))}
          <div className={styles.rowPair}>
            <dt>합계</dt>
            <dd className={styles.total}>{formatWon(quote.amount)}</dd>
          </div>
        </dl>
      ) : (
        <p>수리 견적을 준비하고 있습니다. 견적이 등록되면 결제할 수 있습니다.</p>
      )}
      {quote && quote.amount > 0 && (
        <p className={styles.muted}>
          결제 카드 <strong>{card ? `${card.title}카드 ${card.number}` : '등록된 카드 없음'}</strong>{' '}
          <Link to={caresPaths.rental(care.subsc_id)} className={styles.inlineLink}>
            카드 변경
          </Link>
        </p>
      )}
      <button type="button" className={styles.primary} disabled={sending || !quote} onClick={onPay}>
        {sending ? '결제 중…' : quote?.amount === 0 ? '무상 수리 확인' : '결제하기'}
      </button>
    </section>
  );
}
