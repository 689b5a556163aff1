import { useParams } from 'react-router';
import { useSubsc } from '../api/get-subsc';
import styles from '../rentals.module.css';
import { SubscDetail } from './subsc-detail';

function DetailScreen({ multi }: { multi: boolean }) {
  const subscId = Number(useParams().subscId);
  const query = useSubsc(subscId, multi);
  if (query.isPending) {
    return (
      <div aria-busy="true" className={styles.page}>
        <div className={styles.bone} />
        <div className={styles.bone} />
        <div className={styles.bone} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <div className={styles.empty}>
          <p>렌탈 정보를 불러오지 못했습니다.</p>
          <button type="button" className={styles.small} onClick={() => void query.refetch()}>
            다시 시도
          </button>
        </div>
      </div>
    );
  }
  return <SubscDetail subsc={query.data} />;
}

/** /subscs/{id} */
export function SubscDetailScreen() {
  return <DetailScreen multi={false} />;
}

/** /subscs/multi/{id}: the same detail of an exchange subscription. */
export function MultiDetailScreen() {
  return <DetailScreen multi />;
}
