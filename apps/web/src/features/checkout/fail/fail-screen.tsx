import { PAYMENT_FAIL_PAGE_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { failResultMsg } from '@shop/domain/checkout/fail-result-msg';
import { Link, useParams } from 'react-router';
import { recordIdParam } from '../../../shared/http/record-id-param';
import bonesStyles from '../../../shared/styles/bones.module.css';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { usePayment } from '../api/get-payment';
import styles from '../checkout.module.css';
import { checkoutPaths } from '../checkout-paths';
import { CheckoutSection } from '../checkout-section';

/**
 * /purOrders/createProdFail/{paymentId}: the payment was not processed (bad information or the network),
 * the items are back in the cart, and the card company's message from the payment's last step.
 */
export function FailScreen() {
  const paymentId = recordIdParam(useParams().paymentId);
  const payment = usePayment(paymentId);
  const providerMessage = failResultMsg(payment.data?.content.steps);
  return (
    <div className={screenStyles.page}>
      <section className={styles.hero} aria-labelledby="fail-title">
        <h1 id="fail-title" className={styles.heroTitle}>
          결제에 실패했습니다
        </h1>
        <p className={styles.muted}>{PAYMENT_FAIL_PAGE_MESSAGE}</p>
      </section>
      <CheckoutSection id="fail-reason-title" title="결제 대행사 메시지">
        {payment.isPending ? (
          <span className={bonesStyles.text} />
        ) : (
          <p className={styles.providerMessage} data-testid="fail-provider-message">
            {providerMessage || '전달된 메시지가 없습니다.'}
          </p>
        )}
      </CheckoutSection>
      <Link to={checkoutPaths.cartsAfterFail(paymentId)} className={`${styles.pay} ${styles.payLink}`}>
        장바구니로 가기
      </Link>
    </div>
  );
}
