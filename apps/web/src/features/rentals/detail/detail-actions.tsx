import { Link } from 'react-router';
import { isLive } from '../../../shared/config/app-config';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import type { DetailView } from './detail-view';

/** 주문 취소 and 렌탈 해지 behind their gates; AS신청 never on live. */
export function DetailActions({ subscId, view }: { subscId: number; view: DetailView }) {
  const care = view.canRequestCare && !isLive();
  if (!view.canCancelOrder && !view.canTerminate && !care) return null;
  return (
    <div className={styles.buttons}>
      {view.canCancelOrder && (
        <Link to={rentalsPaths.setCancel(subscId)} className={styles.danger}>
          주문 취소
        </Link>
      )}
      {view.canTerminate && (
        <Link to={rentalsPaths.cancel(subscId)} className={styles.danger}>
          렌탈 해지
        </Link>
      )}
      {care && (
        <Link to={rentalsPaths.careCreate(subscId)} className={styles.primary}>
          AS신청
        </Link>
      )}
    </div>
  );
}
