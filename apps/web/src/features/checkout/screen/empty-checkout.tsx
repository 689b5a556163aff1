import { Link } from 'react-router';
import styles from '../checkout.module.css';
import { checkoutPaths } from '../checkout-paths';

/** The checkout opened with nothing chosen: back to the cart. */
export function EmptyCheckout() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>주문/결제</h1>
      <div className={styles.empty}>
        <p>주문할 상품이 없습니다.</p>
        <p>장바구니에서 상품을 선택해 주세요.</p>
      </div>
      <Link to={checkoutPaths.carts} className={styles.secondary}>
        장바구니로 가기
      </Link>
    </div>
  );
}
