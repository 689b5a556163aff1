import { Link, useLocation, useParams } from 'react-router';
import { readStored } from '../../../shared/storage/read-stored';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { usePayment } from '../api/get-payment';
import styles from '../checkout.module.css';
import { checkoutPaths } from '../checkout-paths';
import { deliveryDateLabel, deliveryDateStorageKey } from './delivery-date-choices';

/**
 * /purOrders/createProdResult/{paymentId}: the chosen delivery date and 확인 to the orders list. The payment is
 * read first (kept from the complete screen): one that is not the customer's is the 404 screen, not a success.
 */
export function ResultScreen() {
  const { paymentId = '' } = useParams();
  const location = useLocation();
  const payment = usePayment(Number(paymentId));
  const date =
    (location.state as { date?: string } | null)?.date ??
    readStored('sessionStorage', deliveryDateStorageKey(paymentId));
  if (payment.isPending) return <div className={screenStyles.page} aria-busy="true" />;
  return (
    <div className={screenStyles.page}>
      <section className={styles.hero} aria-labelledby="result-title">
        <h1 id="result-title" className={styles.heroTitle}>
          배송 희망일이 저장되었습니다
        </h1>
        {date ? (
          <>
            <p className={styles.providerMessage} data-testid="result-date">
              {date}
            </p>
            <p className={styles.muted}>{deliveryDateLabel(date)}에 배송·설치 기사님이 방문할 예정입니다.</p>
          </>
        ) : (
          <p className={styles.muted}>선택한 배송 희망일은 주문/결제 내역에서 확인할 수 있습니다.</p>
        )}
      </section>
      <Link to={checkoutPaths.purOrdersUser} className={`${styles.pay} ${styles.payLink}`}>
        확인
      </Link>
    </div>
  );
}
