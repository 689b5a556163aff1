import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDate } from '@shop/domain/format/date';
import { isRentalEnded } from '@shop/domain/rental/card-change';
import { Link } from 'react-router';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { DetailSection } from './detail-section';
import { cardLabel, invoiceLabel } from './detail-view';
import { PaymentButtons } from './payment-buttons';

/**
 * The card paying the rental, the next billing date, the round of the term and its invoice. An ended
 * rental keeps its invoices but offers no card change: nothing will be charged to it again.
 */
export function PaymentSection({ subsc }: { subsc: Subsc }) {
  const card = cardLabel(subsc.payment_orderer_avail?.payment.pays);
  const ended = isRentalEnded(subsc.state);
  return (
    <DetailSection title="결제 정보">
      <dl className={styles.rows}>
        <dt>결제 카드</dt>
        <dd>{card ?? '등록된 카드 없음'}</dd>
        <dt>다음 결제일</dt>
        <dd>{ended ? '없음 (종료된 렌탈)' : formatDate(subsc.next_at)}</dd>
        {/* The same round as the header's n회차: the next one billed, or the last one once ended. */}
        <dt>{ended ? '마지막 청구' : '다음 청구'}</dt>
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
