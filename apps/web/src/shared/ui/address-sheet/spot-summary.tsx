import type { SpotView } from '@shop/domain/api/spots';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { formatPhone } from '@shop/domain/format/phone';
import styles from './address-sheet.module.css';

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
        {spot.addr_code && <span className={styles.muted}>({spot.addr_code}) </span>}
        {spot.addr} {spot.addr_desc}
      </span>
      <span className={styles.muted}>주말·공휴일 수령 {spot.options.type_weekend ? '가능' : '불가능'}</span>
    </span>
  );
}
