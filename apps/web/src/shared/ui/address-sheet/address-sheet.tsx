import type { SpotView } from '@shop/domain/api/spots';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../icons';
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { data: spots, isPending, isError, refetch } = useSpots();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.sheet}
      aria-labelledby="address-sheet-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
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
            <div className={styles.hint}>
              <p>주소록을 불러오지 못했습니다.</p>
              <button type="button" className={styles.link} onClick={() => void refetch()}>
                다시 시도
              </button>
            </div>
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
    </dialog>
  );
}
