import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDate } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { rentalLabel } from '../rental-label';
import styles from '../rentals.module.css';
import { StateTip } from '../state-tip';

/** The status header, the order number and date, and the monthly fee over the months. */
export function StatusHeader({ subsc, highlighted }: { subsc: Subsc; highlighted: boolean }) {
  const { label, tooltip } = rentalLabel(subsc);
  return (
    <>
      <section className={`${styles.section} ${highlighted ? styles.highlight : ''}`} aria-label="렌탈 상태">
        {subsc.state_title && <span className={styles.badge}>{subsc.state_title}</span>}
        <div className={styles.entryHead}>
          <h1 className={`${styles.statusLabel} ${highlighted ? styles.red : ''}`}>{label}</h1>
          <StateTip tooltip={tooltip} label={label} />
        </div>
        <p className={screenStyles.muted}>{subsc.title}</p>
      </section>
      <section className={styles.section} aria-label="주문 정보">
        <dl className={styles.rows}>
          <dt>주문번호</dt>
          <dd data-testid="order-number">{subsc.order_number}</dd>
          <dt>주문일</dt>
          <dd>{formatDate(subsc.created_at)}</dd>
          <dt>렌탈료</dt>
          <dd>
            월 {formatWon(subsc.costSubscBill)} × {subsc.duration}개월
          </dd>
        </dl>
      </section>
    </>
  );
}
