import { formatPhone } from '@shop/domain/format/phone';
import bonesStyles from '../../../shared/styles/bones.module.css';
import styles from '../checkout.module.css';
import { CheckoutSection } from '../checkout-section';

export type Orderer = { name: string; mobile: string; email: string };

/** The orderer: name, mobile and e-mail of the signed-in customer. */
export function OrdererInfo({ orderer }: { orderer: Orderer | null }) {
  const value = (text: string | undefined) => (orderer ? text || '-' : <span className={bonesStyles.text} />);
  return (
    <CheckoutSection id="checkout-orderer-title" title="주문자 정보">
      <dl className={styles.info}>
        <dt>이름</dt>
        <dd>{value(orderer?.name)}</dd>
        <dt>휴대폰</dt>
        <dd>{value(orderer?.mobile && formatPhone(orderer.mobile))}</dd>
        <dt>이메일</dt>
        <dd>{value(orderer?.email)}</dd>
      </dl>
    </CheckoutSection>
  );
}
