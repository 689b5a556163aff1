import { useParams } from 'react-router';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
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
        <RetryAlert
          text="렌탈 정보를 불러오지 못했습니다."
          onRetry={query.refetch}
          classes={{ state: styles.empty, retry: styles.small }}
        />
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
