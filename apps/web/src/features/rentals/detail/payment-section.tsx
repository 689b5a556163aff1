import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDate } from '@shop/domain/format/date';
import { INVOICE_PREPARING_MESSAGE } from '@shop/domain/rental/detail-sections';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { CardChangeSheet } from './card-change-sheet';
import { DetailSection } from './detail-section';
import { cardLabel, invoiceLabel } from './detail-view';

/** The card paying the rental, the next billing date and the invoice with its rounds. */
export function PaymentSection({ subsc }: { subsc: Subsc }) {
  const [changing, setChanging] = useState(false);
  const card = cardLabel(subsc.payment_orderer_avail?.payment.pays);
  return (
    <DetailSection title="결제 정보">
      <dl className={styles.rows}>
        <dt>결제 카드</dt>
        <dd>{card ?? '등록된 카드 없음'}</dd>
        <dt>다음 결제일</dt>
        <dd>{formatDate(subsc.next_at)}</dd>
        <dt>청구서</dt>
        <dd>{invoiceLabel(subsc)}</dd>
      </dl>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={() => setChanging(true)}>
          카드 변경
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => window.alert(INVOICE_PREPARING_MESSAGE)}
        >
          청구서 보기
        </button>
        <Link to={rentalsPaths.bill(subsc.id)} className={styles.button}>
          결제 내역
        </Link>
      </div>
      {changing && (
        <CardChangeSheet
          subscId={subsc.id}
          currentCardId={subsc.payment_orderer_avail?.payment.id ?? null}
          onClose={() => setChanging(false)}
        />
      )}
    </DetailSection>
  );
}
