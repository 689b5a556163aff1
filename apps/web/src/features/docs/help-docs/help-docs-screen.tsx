import { ApiError } from '@shop/domain/api/api-error';
import type { Doc } from '@shop/domain/api/docs';
import { type ChangeEvent, useState } from 'react';
import { useParams } from 'react-router';
import { BoneLines } from '../../../shared/ui/query-state/bone-lines';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { HELP_DOC_TITLE, parseHelpDocType } from '../doc-type-title';
import styles from '../docs.module.css';
import { DocsState } from '../docs-state';

const chapterId = (doc: Doc) => `help-doc-${doc.id}`;

/** /docs/user/help/{docType}: the terms (100) or the policies (300) as chapters, with a picker. */
export function HelpDocsScreen() {
  const type = parseHelpDocType(useParams().docType);
  if (type === null) throw new ApiError(404, '문서를 찾을 수 없습니다.');
  return <HelpDocs key={type} type={type} />;
}

function HelpDocs({ type }: { type: number }) {
  const [picked, setPicked] = useState('');
  const title = HELP_DOC_TITLE[type];

  const onPick = (event: ChangeEvent<HTMLSelectElement>) => {
    setPicked(event.target.value);
    document.getElementById(event.target.value)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section className={styles.page} aria-labelledby="help-docs-title">
      <h1 id="help-docs-title" className={screenStyles.title}>
        {title}
      </h1>
      <DocsState
        filter={{ type }}
        loading={
          <div aria-hidden="true">
            <BoneLines widths={[100, 90, 95, 70, 100, 85]} style={{ marginTop: 20 }} />
          </div>
        }
      >
        {(docs) => (
          <>
            <div className={styles.picker}>
              <label htmlFor="help-doc-picker" className="visually-hidden">
                문서 선택
              </label>
              <select id="help-doc-picker" value={picked} onChange={onPick}>
                <option value="" disabled>
                  문서를 선택하세요 ({docs.length}개)
                </option>
                {docs.map((doc) => (
                  <option key={doc.id} value={chapterId(doc)}>
                    {doc.title}
                  </option>
                ))}
              </select>
            </div>
            {docs.map((doc, i) => (
              <section
                key={doc.id}
                id={chapterId(doc)}
                className={styles.chapter}
                aria-labelledby={`${chapterId(doc)}-title`}
              >
                <h2 id={`${chapterId(doc)}-title`} className={styles.chapterTitle}>
                  <span>{String(i + 1).padStart(2, '0')}</span>
                  {doc.title}
                </h2>
                <SafeHtml html={doc.content} className={styles.chapterBody} />
              </section>
            ))}
          </>
        )}
      </DocsState>
    </section>
  );
}
