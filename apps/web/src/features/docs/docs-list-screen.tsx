import type { Doc } from '@shop/domain/api/docs';
import { Link } from 'react-router';
import { RetryAlert } from '../../shared/ui/query-state/retry-alert';
import { useDocs } from './api/get-docs';
import { DOC_TYPE_TITLE } from './doc-type-title';
import styles from './docs.module.css';

/** /docs: every document, grouped by kind (terms, information, policies, manuals). */
export function DocsListScreen() {
  const { data, isPending, isError, refetch } = useDocs({});
  return (
    <section className={styles.page} aria-labelledby="docs-title">
      <h1 id="docs-title" className={styles.title}>
        문서
      </h1>
      {isPending ? (
        <div className={styles.group} aria-hidden="true">
          {[60, 45, 70, 50].map((width) => (
            <span key={width} className={styles.bone} style={{ width: `${width}%`, margin: '22px 0' }} />
          ))}
        </div>
      ) : isError ? (
        <RetryAlert
          text="문서를 불러오지 못했습니다."
          onRetry={refetch}
          classes={{ state: styles.state, retry: styles.retry }}
        />
      ) : data.length === 0 ? (
        <p className={styles.state}>등록된 문서가 없습니다.</p>
      ) : (
        groupByType(data).map(([type, docs]) => (
          <section key={type} className={styles.group} aria-labelledby={`docs-type-${type}`}>
            <h2 id={`docs-type-${type}`} className={styles.groupTitle}>
              {DOC_TYPE_TITLE[type] ?? '기타'}
            </h2>
            <ul>
              {docs.map((doc) => (
                <li key={doc.id}>
                  <Link to={`/docs/${doc.id}`} className={styles.docLink}>
                    {doc.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

function groupByType(docs: readonly Doc[]): [number, Doc[]][] {
  const groups = new Map<number, Doc[]>();
  for (const doc of docs) groups.set(doc.type, [...(groups.get(doc.type) ?? []), doc]);
  return [...groups].sort(([a], [b]) => a - b);
}
