import buttonsStyles from '../../../shared/styles/buttons.module.css';
import { PagesState } from '../../../shared/ui/load-more/pages-state';
import { Bones } from '../../../shared/ui/query-state/bones';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { useSubscs } from '../api/get-subscs';
import styles from '../rentals.module.css';
import { RentalEntry } from './rental-entry';

type Props = { state?: string; multi?: boolean; detailPath: (id: number) => string; emptyText: string };

/** Pages of 5 rentals with 더 보기 while the current page is below the last page. */
export function RentalsList({ state, multi, detailPath, emptyText }: Props) {
  const query = useSubscs({ state, multi });
  return (
    <PagesState
      query={query}
      loading={<Bones count={2} className={screenStyles.list} boneClassName={styles.bone} />}
      errorText="렌탈 목록을 불러오지 못했습니다."
      emptyText={emptyText}
      classes={{ state: screenStyles.empty, retry: buttonsStyles.cardAction, more: screenStyles.more }}
    >
      {(rows) => (
        <ul className={screenStyles.list} aria-label="렌탈 목록">
          {rows.map((subsc, index) => (
            <RentalEntry key={subsc.id} subsc={subsc} to={detailPath(subsc.id)} eager={index < 3} />
          ))}
        </ul>
      )}
    </PagesState>
  );
}
