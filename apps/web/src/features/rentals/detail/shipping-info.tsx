import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDate } from '@shop/domain/format/date';
import { pickupView } from '@shop/domain/rental/detail-sections';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { ShipAddressRows } from '../../../shared/ui/ship-address/ship-address-rows';
import styles from '../rentals.module.css';
import { DetailSection } from './detail-section';

/**
 * Where and when the rental was (or will be) delivered and installed, then its pickup once one is booked
 * (the end of the term's return, or a termination's): its state and its day. While a termination is under
 * way its pickup is shown by 해지 진행 중 instead (`withPickup` false), so it is not told twice.
 */
export function ShippingInfo({ subsc, withPickup = true }: { subsc: Subsc; withPickup?: boolean }) {
  const ship = subsc.ships_last;
  const pickup = withPickup && subsc.ships_pickup ? pickupView(subsc.ships_pickup) : null;
  return (
    <DetailSection title="배송 정보">
      {ship ? (
        <dl className={styles.rows}>
          <ShipAddressRows ship={ship} />
          <dt>설치일</dt>
          <dd>{formatDate(ship.spot_set_at)}</dd>
        </dl>
      ) : (
        <p className={screenStyles.muted}>배송 정보가 없습니다.</p>
      )}
      {pickup && (
        <dl className={styles.rows} aria-label="회수 정보">
          <dt>회수 상태</dt>
          <dd>{pickup.stateLabel}</dd>
          <dt>{pickup.dateTitle}</dt>
          <dd>{pickup.date}</dd>
        </dl>
      )}
    </DetailSection>
  );
}
