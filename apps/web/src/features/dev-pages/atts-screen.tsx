import { formatNumber } from '@shop/domain/format/money';
import { Link } from 'react-router';
import { PagesState } from '../../shared/ui/load-more/pages-state';
import { useAtts } from './api/get-atts';
import styles from './dev-pages.module.css';

/** /atts: the raw attachment rows, a leftover page for developers. */
export function AttsScreen() {
  const query = useAtts();
  const total = query.data?.pages[0]?.meta.total;

  return (
    <section className={styles.page} aria-labelledby="atts-title">
      <p className={styles.devNote}>개발용 페이지</p>
      <h1 id="atts-title" className={styles.title}>
        첨부 파일 {total !== undefined && <small>{formatNumber(total)}개</small>}
      </h1>
      <PagesState
        query={query}
        loading={<p className={styles.state}>불러오는 중…</p>}
        errorText="첨부 파일을 불러오지 못했습니다."
        emptyText="첨부 파일이 없습니다."
        keepRowsOnError
        classes={{ state: styles.state, retry: styles.button, more: `${styles.button} ${styles.wide}` }}
      >
        {(rows) => (
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
        )}
      </PagesState>
    </section>
  );
}
