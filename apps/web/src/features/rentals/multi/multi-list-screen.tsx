import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import buttonsStyles from '../../../shared/styles/buttons.module.css';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { RentalsList } from '../list/rentals-list';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';

/** /subscs/multi: my exchange subscriptions (GET subscs?subsc_cat_type=multi). */
export function MultiListScreen() {
  return (
    <div className={screenStyles.page}>
      <div className={styles.linkRow}>
        <h1 className={screenStyles.title}>나의 교환 구독</h1>
        <Link to={paths.subscCats} className={buttonsStyles.cardAction}>
          교환 구독 둘러보기
        </Link>
      </div>
      <RentalsList multi detailPath={rentalsPaths.multiDetail} emptyText="교환 구독 내역이 없습니다." />
    </div>
  );
}
