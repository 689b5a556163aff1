import { Link } from 'react-router';
import { useCareRentals } from '../api/get-care-rentals';
import styles from '../cares.module.css';
import { caresPaths } from '../cares-paths';

/** Without subsc_id: the installed, running rentals to file an AS request for. */
export function CareRentalPicker() {
  const rentals = useCareRentals(true);
  return (
    <section className={styles.section} aria-label="렌탈 선택">
      <h2 className={styles.sectionTitle}>AS를 신청할 렌탈을 선택해 주세요</h2>
      {rentals.isPending ? (
        <p className={styles.muted}>렌탈 목록을 불러오고 있습니다…</p>
      ) : rentals.isError ? (
        <p className={styles.muted}>렌탈 목록을 불러오지 못했습니다.</p>
      ) : rentals.data.length === 0 ? (
        <p className={styles.muted}>AS를 신청할 수 있는 렌탈이 없습니다.</p>
      ) : (
        <ul className={styles.prodList}>
          {rentals.data.map((subsc) => (
            <li key={subsc.id}>
              <Link to={caresPaths.createFor(subsc.id)} className={styles.prodRow}>
                <span className={styles.prodText}>
                  <strong>{subsc.title}</strong>
                  <span className={styles.faint}>주문번호 {subsc.order_number}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
