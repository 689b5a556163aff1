import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDate } from '@shop/domain/format/date';
import { formatWon } from '@shop/domain/format/money';
import { Link } from 'react-router';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { AddOnLines } from '../add-on-lines';
import { firstColour, productLines } from '../detail/detail-view';
import { rentalLabel } from '../rental-label';
import styles from '../rentals.module.css';
import { StateTip } from '../state-tip';

type Props = { subsc: Subsc; to: string; eager: boolean };

/**
 * One rental of my list: the state label with its tooltip, the order number, the product image, title,
 * colour, fee and dates, and the paid add-ons with their fees.
 */
export function RentalEntry({ subsc, to, eager }: Props) {
  const { label, tooltip } = rentalLabel(subsc);
  const [first] = productLines(subsc.prod_orderers);
  const colour = firstColour(subsc.prod_orderers);
  return (
    <li className={styles.card} aria-label={`${subsc.title} 렌탈`}>
      <div className={styles.entryHead}>
        <h2 className={`${styles.entryTitle} ${tooltip.colour === 'red' ? styles.red : ''}`}>{label}</h2>
        <StateTip tooltip={tooltip} label={label} />
      </div>
      <Link to={to} className={styles.entryBody}>
        {first?.image ? (
          <img
            src={first.image}
            alt=""
            width={72}
            height={72}
            className={styles.thumb}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <span className={styles.thumb} />
        )}
        <span className={styles.entryText}>
          <span className={screenStyles.faint} data-testid="order-number">
            주문번호 {subsc.order_number}
          </span>
          <span className={styles.prodTitle}>{subsc.title}</span>
          {colour && <span className={screenStyles.muted}>색상 {colour}</span>}
          <span>
            월 {formatWon(subsc.costSubscBill)} · {subsc.duration}개월
          </span>
          <span className={screenStyles.faint}>
            주문일 {formatDate(subsc.created_at)}
            {subsc.start_at && ` · 시작일 ${formatDate(subsc.start_at)}`}
            {subsc.start_at && subsc.stop_at && ` · 종료일 ${formatDate(subsc.stop_at)}`}
          </span>
        </span>
      </Link>
      <AddOnLines addOns={subsc.add_ons} label={`${subsc.title} 추가 상품`} />
    </li>
  );
}
