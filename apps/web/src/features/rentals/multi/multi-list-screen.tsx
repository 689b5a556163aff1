import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { RentalsList } from '../list/rentals-list';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';

/** /subscs/multi: my exchange subscriptions (GET subscs?subsc_cat_type=multi). */
export function MultiListScreen() {
  return (
    <div className={styles.page}>
      <div className={styles.linkRow}>
        <h1 className={styles.title}>나의 교환 구독</h1>
        <Link to={paths.subscCats} className={styles.small}>
          교환 구독 둘러보기
        </Link>
      </div>
      <RentalsList multi detailPath={rentalsPaths.multiDetail} emptyText="교환 구독 내역이 없습니다." />
    </div>
  );
}
