import { Link, useParams } from 'react-router';
import styles from './payments.module.css';
import { paymentsPaths } from './payments-paths';

/** /payments: a placeholder list in the documents (debug-like); the cards and invoices live elsewhere. */
export function PaymentsScreen() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>결제 내역</h1>
      <p className={styles.hint}>
        결제 내역은 렌탈 상세의 청구 내역에서 확인할 수 있습니다.
        <br />
        <Link to={paymentsPaths.cards}>결제 카드 보기</Link>
      </p>
    </div>
  );
}

/** /payments/{paymentId}: a placeholder in the documents. */
export function PaymentScreen() {
  const { paymentId = '' } = useParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>결제 상세</h1>
      <p className={styles.hint}>
        결제 번호 {paymentId}의 상세 화면은 준비 중입니다.
        <br />
        <Link to={paymentsPaths.list}>결제 내역으로</Link>
      </p>
    </div>
  );
}
