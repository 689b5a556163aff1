import type { Doc } from '@shop/domain/api/docs';
import { Link } from 'react-router';
import { BoneLines } from '../../shared/ui/query-state/bone-lines';
import screenStyles from '../../shared/ui/screen/screen.module.css';
import { DOC_TYPE_TITLE } from './doc-type-title';
import styles from './docs.module.css';
import { DocsState } from './docs-state';

/** /docs: every document, grouped by kind (terms, information, policies, manuals). */
export function DocsListScreen() {
  return (
    <section className={styles.page} aria-labelledby="docs-title">
      <h1 id="docs-title" className={screenStyles.title}>
        문서
      </h1>
      <DocsState
        filter={{}}
        loading={
          <div className={styles.group} aria-hidden="true">
            <BoneLines widths={[60, 45, 70, 50]} style={{ margin: '22px 0' }} />
          </div>
        }
      >
        {(all) =>
          groupByType(all).map(([type, docs]) => (
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
        }
      </DocsState>
    </section>
  );
}

function groupByType(docs: readonly Doc[]): [number, Doc[]][] {
  const groups = new Map<number, Doc[]>();
  for (const doc of docs) groups.set(doc.type, [...(groups.get(doc.type) ?? []), doc]);
  return [...groups].sort(([a], [b]) => a - b);
}
