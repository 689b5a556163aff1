import { Link } from 'react-router';
import { LoadMoreButton } from '../../shared/ui/load-more/load-more-button';
import { RetryAlert } from '../../shared/ui/query-state/retry-alert';
import { useAtts } from './api/get-atts';
import styles from './dev-pages.module.css';

/** /atts: the raw attachment rows, a leftover page for developers. */
export function AttsScreen() {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useAtts();
  const rows = data?.pages.flatMap((page) => page.data) ?? [];
  const total = data?.pages[0]?.meta.total;

  return (
    <section className={styles.page} aria-labelledby="atts-title">
      <p className={styles.devNote}>개발용 페이지</p>
      <h1 id="atts-title" className={styles.title}>
        첨부 파일 {total !== undefined && <small>{total.toLocaleString('ko-KR')}개</small>}
      </h1>
      {isPending ? (
        <p className={styles.state}>불러오는 중…</p>
      ) : isError && rows.length === 0 ? (
        <RetryAlert
          text="첨부 파일을 불러오지 못했습니다."
          onRetry={refetch}
          classes={{ state: styles.state, retry: styles.button }}
        />
      ) : rows.length === 0 ? (
        <p className={styles.state}>첨부 파일이 없습니다.</p>
      ) : (
        <>
          <ul className={styles.rows}>
            {rows.map((att) => (
              <li key={att.id}>
                <Link to={`/atts/${att.id}`} className={styles.row}>
                  <span className={styles.rowId}>#{att.id}</span>
                  <span className={styles.rowName}>{att.name}</span>
                  <span className={styles.rowMeta}>
                    {att.role} · {att.attachable_type}/{att.attachable_id} · {att.mime}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMoreButton
            pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
            className={`${styles.button} ${styles.wide}`}
          />
        </>
      )}
    </section>
  );
}
