import type { SubscCreated } from '@shop/domain/api/subscs';
import { formatWon } from '@shop/domain/format/money';
import { Link } from 'react-router';
import bonesStyles from '../../../shared/styles/bones.module.css';
import { AddOnLines } from '../../rentals/add-on-lines';
import { productLines } from '../../rentals/detail/detail-view';
import styles from '../checkout.module.css';
import { checkoutPaths } from '../checkout-paths';

type Order = { id: number; title: string; cost: number; orderer: { id: number; duration: number } | null };

/**
 * One order of the paid checkout: its order number, what was ordered (the product in its colour, a
 * package's parts, the paid add-ons with their fees), the term and monthly fee, and links to the rental
 * and its billing. `rental` is the confirmed rental of the order; null while it loads.
 */
export function OrderedRental({ order, rental }: { order: Order; rental: SubscCreated | null }) {
  const lines = rental ? productLines(rental.prod_orderers, rental.add_ons) : [];
  const subscId = order.orderer?.id ?? rental?.id ?? null;
  return (
    <li className={styles.ordered} aria-label={`${order.title} 주문`}>
      <p className={styles.orderNumber}>
        주문번호{' '}
        {rental ? (
          <strong data-testid="complete-order-number">{rental.order_number}</strong>
        ) : (
          <span className={bonesStyles.text} />
        )}
      </p>
      {lines.length === 0 ? (
        <span className={styles.itemTitle}>{order.title}</span>
      ) : (
        lines.map((line) => (
          <div key={line.id} className={styles.item}>
            {line.image ? (
              <img src={line.image} alt="" width={64} height={64} className={styles.thumb} />
            ) : (
              <span className={styles.thumb} />
            )}
            <div className={styles.itemBody}>
              <span className={styles.itemTitle}>{line.title}</span>
              {line.colour && <span className={styles.muted}>색상 {line.colour}</span>}
              {line.children.length > 0 && (
                <span className={styles.muted}>
                  구성 {line.children.map((c) => (c.colour ? `${c.title}(${c.colour})` : c.title)).join(', ')}
                </span>
              )}
            </div>
          </div>
        ))
      )}
      {rental && <AddOnLines addOns={rental.add_ons} label={`${order.title} 추가 상품`} />}
      <p className={styles.orderFee}>
        {order.orderer ? `${order.orderer.duration}개월 · ` : ''}월 {formatWon(order.cost)}
      </p>
      {subscId !== null && (
        <span className={styles.links}>
          <Link to={checkoutPaths.subsc(subscId)}>주문 상세</Link>
          <Link to={checkoutPaths.invoice(subscId)}>청구서</Link>
        </span>
      )}
    </li>
  );
}
