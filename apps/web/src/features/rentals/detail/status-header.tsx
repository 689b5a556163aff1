import type { Subsc } from '@shop/domain/api/subscs-read';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { OrderRows } from '../order-rows';
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
          <OrderRows subsc={subsc} numberTestId="order-number" />
        </dl>
      </section>
    </>
  );
}
