import { useParams } from 'react-router';
import { recordIdParam } from '../../../shared/http/record-id-param';
import buttonsStyles from '../../../shared/styles/buttons.module.css';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { useSubsc } from '../api/get-subsc';
import styles from '../rentals.module.css';
import { SubscDetail } from './subsc-detail';

function DetailScreen({ multi }: { multi: boolean }) {
  const subscId = recordIdParam(useParams().subscId);
  const query = useSubsc(subscId, multi);
  if (query.isPending) {
    return (
      <div aria-busy="true" className={screenStyles.page}>
        <div className={styles.bone} />
        <div className={styles.bone} />
        <div className={styles.bone} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={screenStyles.page}>
        <RetryAlert
          text="렌탈 정보를 불러오지 못했습니다."
          onRetry={query.refetch}
          classes={{ state: screenStyles.empty, retry: buttonsStyles.cardAction }}
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
