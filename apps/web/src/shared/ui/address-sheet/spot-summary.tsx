import type { SpotView } from '@shop/domain/api/spots';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { formatPhone } from '@shop/domain/format/phone';
import styles from './address-sheet.module.css';

/** An address on one line, its postcode first in the muted ink: (03925) 서울특별시 … 1203호. */
export function SpotAddress({ spot, mutedClassName }: { spot: SpotView; mutedClassName?: string }) {
  return (
    <>
      {spot.addr_code && <span className={mutedClassName}>({spot.addr_code}) </span>}
      {spot.addr} {spot.addr_desc}
    </>
  );
}

/** One address as the rental screens show it: name (with the default chip), phone, address, weekend receipt. */
export function SpotSummary({ spot }: { spot: SpotView }) {
  return (
    <span className={styles.summary}>
      <span className={styles.summaryHead}>
        <strong>{spot.name}</strong>
        {spot.state === SPOT_STATE.DEFAULT && <span className={styles.chip}>기본</span>}
      </span>
      <span className={styles.muted}>{formatPhone(spot.tel)}</span>
      <span>
        <SpotAddress spot={spot} mutedClassName={styles.muted} />
      </span>
      <span className={styles.muted}>주말·공휴일 수령 {spot.options.type_weekend ? '가능' : '불가능'}</span>
    </span>
  );
}
