import { ApiError } from '@shop/domain/api/api-error';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { parseRecordId } from '@shop/domain/validation/record-id';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import bonesStyles from '../../../shared/styles/bones.module.css';
import ruledListStyles from '../../../shared/styles/ruled-list.module.css';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { TimeStamp } from '../../../shared/ui/time-stamp';
import { useForum } from '../api/get-forum';
import { parseForumType } from '../forum-params';
import styles from '../forums.module.css';

/** /forums/200/{forumId}: title, date, HTML content and 목록. Only notices have a detail page. */
export function NoticeDetailScreen() {
  const params = useParams();
  const id = parseRecordId(params.forumId);
  if (parseForumType(params.forumType) !== FORUM_TYPE.NOTICE || id === null) {
    throw new ApiError(404, '게시글을 찾을 수 없습니다.');
  }
  return <NoticeDetail id={id} />;
}

function NoticeDetail({ id }: { id: number }) {
  const { data: notice, isError, refetch } = useForum(id);
  // A notice id of another type (an FAQ item) has no detail page either.
  if (notice && notice.type !== FORUM_TYPE.NOTICE) throw new ApiError(404, '게시글을 찾을 수 없습니다.');

  return (
    <article className={styles.page} aria-busy={!notice}>
      {notice ? (
        <>
          <header className={styles.detailHead}>
            <h1 className={styles.detailTitle}>{notice.title}</h1>
            <TimeStamp at={notice.created_at} className={ruledListStyles.date} />
          </header>
          <SafeHtml html={notice.content} className={styles.detailBody} />
        </>
      ) : isError ? (
        <RetryAlert
          text="공지사항을 불러오지 못했습니다."
          onRetry={refetch}
          classes={{ state: screenStyles.plainState, retry: styles.retry }}
        />
      ) : (
        <div className={styles.detailHead} aria-hidden="true">
          <span className={bonesStyles.line} style={{ width: '80%', height: 22 }} />
          <span className={bonesStyles.line} style={{ width: '30%' }} />
          <span className={bonesStyles.line} style={{ width: '100%', height: 160, marginTop: 24 }} />
        </div>
      )}
      <div className={styles.actions}>
        <Link to={paths.notices} className={styles.listButton}>
          목록
        </Link>
      </div>
    </article>
  );
}
