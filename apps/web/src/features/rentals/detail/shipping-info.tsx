import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDate } from '@shop/domain/format/date';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { ShipAddressRows } from '../../../shared/ui/ship-address/ship-address-rows';
import styles from '../rentals.module.css';
import { DetailSection } from './detail-section';

/** Where and when the rental was (or will be) delivered and installed. */
export function ShippingInfo({ subsc }: { subsc: Subsc }) {
  const ship = subsc.ships_last;
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
    </DetailSection>
  );
}
