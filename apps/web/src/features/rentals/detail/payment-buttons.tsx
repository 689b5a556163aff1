import type { Subsc } from '@shop/domain/api/subscs-read';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { CardChangeSheet } from './card-change-sheet';
import { cardChangeable } from './detail-view';

type Props = {
  subsc: Subsc;
  /** What the section puts before 카드 변경 (the overdue section's 결제 재시도). */
  first?: ReactNode;
  /** What the section puts between 카드 변경 and 결제 내역 (the payment section's 청구서 보기). */
  children?: ReactNode;
};

/**
 * The buttons under a rental's payment or overdue section: 카드 변경 where the card may still change (it
 * opens the card change sheet), the section's own buttons, and 결제 내역.
 */
export function PaymentButtons({ subsc, first, children }: Props) {
  const [changing, setChanging] = useState(false);
  return (
    <>
      <div className={styles.buttons}>
        {first}
        {cardChangeable(subsc) && (
          <button type="button" className={styles.button} onClick={() => setChanging(true)}>
            카드 변경
          </button>
        )}
        {children}
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
    </>
  );
}
