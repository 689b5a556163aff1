import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import ruledListStyles from '../../../shared/styles/ruled-list.module.css';
import { PagesState } from '../../../shared/ui/load-more/pages-state';
import { BoneLines } from '../../../shared/ui/query-state/bone-lines';
import { BoneList } from '../../../shared/ui/query-state/bone-list';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { TimeStamp } from '../../../shared/ui/time-stamp';
import { useNoticeForums } from '../api/get-forums';
import styles from '../forums.module.css';

/** /forums/200: notice titles, newest first, with their dates; 더 보기 fetches the next page. */
export function NoticeListScreen() {
  const query = useNoticeForums();

  return (
    <section className={styles.page} aria-labelledby="notice-title" aria-busy={query.isPending}>
      <h1 id="notice-title" className={screenStyles.title}>
        공지사항
      </h1>
      <PagesState
        query={query}
        loading={
          <BoneList
            className={ruledListStyles.list}
            itemClassName={styles.noticeBone}
            widths={[70, 55, 80, 62, 48]}
          >
            <BoneLines widths={[24]} />
          </BoneList>
        }
        errorText="공지사항을 불러오지 못했습니다."
        emptyText="등록된 공지사항이 없습니다."
        keepRowsOnError
        classes={{ state: screenStyles.plainState, retry: styles.retry, more: styles.more }}
      >
        {(notices) => (
          <ul className={ruledListStyles.list}>
            {notices.map((notice) => (
              <li key={notice.id}>
                <Link to={`${paths.notices}/${notice.id}`} className={styles.notice}>
                  <span className={styles.noticeTitle}>{notice.title}</span>
                  <TimeStamp at={notice.created_at} className={ruledListStyles.date} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagesState>
    </section>
  );
}
