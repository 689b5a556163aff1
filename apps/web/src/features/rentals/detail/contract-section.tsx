import {
  CONTRACT_NOT_STARTED_MESSAGE,
  CONTRACT_NOT_UPLOADED_MESSAGE,
} from '@shop/domain/rental/detail-sections';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { useContractLink } from '../api/get-contract-link';
import styles from '../rentals.module.css';

/** The contract: not started below ENABLE, not uploaded without a url, else 계약서 보기 and 다운로드. */
export function ContractLinks({ subscId, available }: { subscId: number; available: boolean }) {
  const read = useContractLink(subscId, 'showRead', available);
  const download = useContractLink(subscId, 'showDownload', available);
  if (!available) return <p className={screenStyles.muted}>{CONTRACT_NOT_STARTED_MESSAGE}</p>;
  if (read.isPending || download.isPending)
    return <p className={screenStyles.muted}>계약서를 확인하고 있습니다…</p>;
  if (read.isError) return <p className={screenStyles.muted}>계약서를 불러오지 못했습니다.</p>;
  if (!read.data) return <p className={screenStyles.muted}>{CONTRACT_NOT_UPLOADED_MESSAGE}</p>;
  return (
    <div className={styles.buttons}>
      <a href={read.data} target="_blank" rel="noreferrer" className={styles.button}>
        계약서 보기
      </a>
      {download.data && (
        <a href={download.data} download className={styles.button}>
          다운로드
        </a>
      )}
    </div>
  );
}
