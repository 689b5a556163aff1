import type { Care } from '@shop/domain/api/cares';
import { formatPhone } from '@shop/domain/format/phone';
import styles from '../cares.module.css';

/** The AS request's visit address: name, the phone written as everywhere else (010-1234-5678), address. */
export function CareVisitAddress({ spot }: { spot: NonNullable<Care['spot']> }) {
  return (
    <section className={styles.section} aria-label="방문 주소">
      <h2 className={styles.sectionTitle}>방문 주소</h2>
      <p>
        <strong>{spot.name}</strong> <span className={styles.muted}>{formatPhone(spot.tel)}</span>
      </p>
      <p>
        {spot.addr} {spot.addr_desc}
      </p>
    </section>
  );
}
