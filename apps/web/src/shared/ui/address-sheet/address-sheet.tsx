import type { SpotView } from '@shop/domain/api/spots';
import { Link } from 'react-router';
import { CloseIcon } from '../icons';
import { RetryAlert } from '../query-state/retry-alert';
import { Sheet } from '../sheet/sheet';
import styles from './address-sheet.module.css';
import { useSpots } from './api/get-spots';
import { SpotSummary } from './spot-summary';

type Props = {
  title?: string;
  selectedId: number | null;
  onChoose: (spot: SpotView) => void;
  onClose: () => void;
};

/** The address book in a bottom sheet: pick one entry (the pickup or visit address); 주소 추가 opens /spots/create. */
export function AddressSheet({ title = '주소 선택', selectedId, onChoose, onClose }: Props) {
  const { data: spots, isPending, isError, refetch } = useSpots();

  return (
    <Sheet
      className={styles.sheet}
      labelledBy="address-sheet-title"
      onClose={onClose}
      onBackdropClose={onClose}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id="address-sheet-title" className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="닫기" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>
          {isPending ? (
            <p className={styles.hint}>주소록을 불러오고 있습니다…</p>
          ) : isError ? (
            <RetryAlert
              text="주소록을 불러오지 못했습니다."
              onRetry={refetch}
              classes={{ state: styles.hint, retry: styles.link }}
            />
          ) : spots.length === 0 ? (
            <p className={styles.hint}>저장된 주소가 없습니다.</p>
          ) : (
            <ul className={styles.list} aria-label="저장된 주소">
              {spots.map((spot) => (
                <li key={spot.id}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-pressed={spot.id === selectedId}
                    onClick={() => onChoose(spot)}
                  >
                    <SpotSummary spot={spot} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link to="/spots/create" className={styles.add}>
            주소 추가
          </Link>
        </div>
      </div>
    </Sheet>
  );
}
