import type { CartPriceLineView } from '@shop/domain/api/carts';
import { formatWon } from '@shop/domain/format/money';
import bonesStyles from '../../../shared/styles/bones.module.css';
import stackStyles from '../../../shared/styles/stack.module.css';
import { firstAtt } from '../../../shared/ui/att-image/first-att';
import styles from '../checkout.module.css';
import type { CheckoutItem } from '../checkout-items';
import { CheckoutSection } from '../checkout-section';

type Props = {
  items: readonly CheckoutItem[];
  lines: ReadonlyMap<string, CartPriceLineView>;
  pending: boolean;
};

/** The ordered items with their count, months and the server's monthly price. */
export function OrderSummary({ items, lines, pending }: Props) {
  return (
    <CheckoutSection id="checkout-items-title" title="주문 상품" count={`${items.length}개`}>
      <ul className={stackStyles.stack3} aria-label="주문 상품 목록">
        {items.map((item) => {
          const line = lines.get(item.local_id);
          const image = firstAtt(item.cartable?.atts ?? []);
          return (
            <li key={item.local_id} className={styles.item}>
              {image ? (
                <img className={styles.thumb} src={image.url} alt="" width={64} height={64} loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <div className={styles.itemBody}>
                <span className={styles.itemTitle}>{item.cartable?.title ?? '상품'}</span>
                <span className={styles.muted}>{line?.months ? `${line.months}개월 렌탈 · ` : ''}수량 1</span>
                <strong>
                  {pending || !line ? (
                    <span className={bonesStyles.text} />
                  ) : (
                    `월 ${formatWon(line.duration_cost)}`
                  )}
                </strong>
              </div>
            </li>
          );
        })}
      </ul>
    </CheckoutSection>
  );
}
