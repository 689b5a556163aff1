import type { Doc } from '@shop/domain/api/docs';
import bonesStyles from '../../../shared/styles/bones.module.css';
import ruledListStyles from '../../../shared/styles/ruled-list.module.css';
import { BoneLines } from '../../../shared/ui/query-state/bone-lines';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import { DOC_TYPE_TITLE } from '../doc-type-title';
import styles from '../docs.module.css';

type Props = { doc: Doc; plain?: boolean };

/** A document: its title and HTML content; unless plain, its kind, product and files too. */
export function DocArticle({ doc, plain = false }: Props) {
  return (
    <article className={styles.article}>
      <header className={ruledListStyles.head}>
        {!plain && DOC_TYPE_TITLE[doc.type] && <p className={styles.kind}>{DOC_TYPE_TITLE[doc.type]}</p>}
        <h1 className={styles.articleTitle}>{doc.title}</h1>
        {!plain && doc.docable && <p className={styles.articleProd}>{doc.docable.title}</p>}
      </header>
      <SafeHtml html={doc.content} className={styles.articleBody} />
      {!plain && doc.attachables.length > 0 && (
        <ul className={styles.files} aria-label="첨부 파일">
          {doc.attachables.map((file) => (
            <li key={file.id}>
              <a href={file.download_url} download={file.name} className={styles.file}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.download}>다운로드</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function DocArticleSkeleton() {
  return (
    <div className={styles.article} aria-hidden="true">
      <span className={bonesStyles.line} style={{ width: '25%' }} />
      <span className={bonesStyles.line} style={{ width: '75%', height: 24, marginTop: 12 }} />
      <BoneLines widths={[100, 92, 96, 60]} style={{ marginTop: 24 }} />
    </div>
  );
}
