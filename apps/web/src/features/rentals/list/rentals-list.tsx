import buttonsStyles from '../../../shared/styles/buttons.module.css';
import { LoadMoreButton } from '../../../shared/ui/load-more/load-more-button';
import { Bones } from '../../../shared/ui/query-state/bones';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { useSubscs } from '../api/get-subscs';
import styles from '../rentals.module.css';
import { RentalEntry } from './rental-entry';

type Props = { state?: string; multi?: boolean; detailPath: (id: number) => string; emptyText: string };

/** Pages of 5 rentals with 더 보기 while the current page is below the last page. */
export function RentalsList({ state, multi, detailPath, emptyText }: Props) {
  const query = useSubscs({ state, multi });
  if (query.isPending) {
    return <Bones count={2} className={screenStyles.list} boneClassName={styles.bone} />;
  }
  if (query.isError) {
    return (
      <RetryAlert
        text="렌탈 목록을 불러오지 못했습니다."
        onRetry={query.refetch}
        classes={{ state: screenStyles.empty, retry: buttonsStyles.cardAction }}
      />
    );
  }
  const rows = query.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <p className={screenStyles.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={screenStyles.list} aria-label="렌탈 목록">
        {rows.map((subsc, index) => (
          <RentalEntry key={subsc.id} subsc={subsc} to={detailPath(subsc.id)} eager={index < 3} />
        ))}
      </ul>
      <LoadMoreButton pages={query} className={screenStyles.more} />
    </>
  );
}
