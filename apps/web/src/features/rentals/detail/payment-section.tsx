import type { Subsc } from '@shop/domain/api/subscs-read';
import { paymentSchedule } from '@shop/domain/rental/detail-sections';
import { Link } from 'react-router';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { DetailSection } from './detail-section';
import { cardLabel, invoiceLabel } from './detail-view';
import { PaymentButtons } from './payment-buttons';

/**
 * The card paying the rental, the next billing date, the round of the term and its invoice. An ended
 * rental keeps its invoices but offers no card change: nothing will be charged to it again. Once every
 * round is paid, nothing more is charged either, though the term runs on to its stop date.
 */
export function PaymentSection({ subsc }: { subsc: Subsc }) {
  const card = cardLabel(subsc.payment_orderer_avail?.payment.pays);
  const schedule = paymentSchedule({
    state: subsc.state,
    paidCount: subsc.record_subscs_ctr ?? 0,
    months: subsc.duration,
    next_at: subsc.next_at,
  });
  return (
    <DetailSection title="결제 정보">
      <dl className={styles.rows}>
        <dt>결제 카드</dt>
        <dd>{card ?? '등록된 카드 없음'}</dd>
        <dt>다음 결제일</dt>
        <dd>{schedule.nextPayment}</dd>
        {/* The same round as the header's n회차: the next one billed, or the last one once all are paid. */}
        <dt>{schedule.roundTitle}</dt>
        <dd>{invoiceLabel(subsc)}</dd>
      </dl>
      <PaymentButtons subsc={subsc}>
        <Link to={rentalsPaths.invoice(subsc.id, 'latest')} className={styles.button}>
          청구서 보기
        </Link>
      </PaymentButtons>
    </DetailSection>
  );
}
