import {
  isRentalListFilterKey,
  RENTAL_LIST_FILTERS,
  type RentalListFilterKey,
  rentalFilterStates,
} from '@shop/domain/rental/list-state-filter';
import { useSearchParams } from 'react-router';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { RentalsList } from './rentals-list';

/** /purOrders/user and /subscs: my rentals with the state filter chips (kept in ?state=). */
export function RentalsListScreen() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const filter: RentalListFilterKey = isRentalListFilterKey(raw) ? raw : 'all';
  const choose = (key: RentalListFilterKey) =>
    setParams(key === 'all' ? {} : { state: key }, { replace: true, preventScrollReset: true });
  return (
    <div className={screenStyles.page}>
      <h1 className={screenStyles.title}>나의 렌탈</h1>
      <fieldset className={styles.chips} aria-label="상태 필터">
        {RENTAL_LIST_FILTERS.map((f) => (
          <button
            key={f.key}
            type="button"
            className={styles.chip}
            aria-pressed={f.key === filter}
            onClick={() => choose(f.key)}
          >
            {f.title}
          </button>
        ))}
      </fieldset>
      <RentalsList
        state={rentalFilterStates(filter)}
        detailPath={rentalsPaths.detail}
        emptyText={filter === 'all' ? '렌탈 내역이 없습니다.' : '해당 상태의 렌탈이 없습니다.'}
      />
    </div>
  );
}
