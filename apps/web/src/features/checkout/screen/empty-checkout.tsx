import { Link } from 'react-router';
import buttonsStyles from '../../../shared/styles/buttons.module.css';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import styles from '../checkout.module.css';
import { checkoutPaths } from '../checkout-paths';

/** The checkout opened with nothing chosen: back to the cart. */
export function EmptyCheckout() {
  return (
    <div className={screenStyles.page}>
      <h1 className={screenStyles.title}>주문/결제</h1>
      <div className={styles.empty}>
        <p>주문할 상품이 없습니다.</p>
        <p>장바구니에서 상품을 선택해 주세요.</p>
      </div>
      <Link to={checkoutPaths.carts} className={buttonsStyles.outline}>
        장바구니로 가기
      </Link>
    </div>
  );
}
