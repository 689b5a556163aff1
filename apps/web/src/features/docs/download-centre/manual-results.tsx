import type { Doc } from '@shop/domain/api/docs';
import { Link } from 'react-router';
import { useProdCats } from '../../../shared/api/get-prod-cats';
import { paths } from '../../../shared/config/paths';
import bonesStyles from '../../../shared/styles/bones.module.css';
import { RetryAlert } from '../../../shared/ui/query-state/retry-alert';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { useDocs } from '../api/get-docs';
import styles from '../docs.module.css';
import { type DownloadQuery, manualsFilter } from './download-query';
import { makerTitle } from './maker-groups';

const THUMB_SIZE = 64;

/** The manuals a maker (or product, or search) has: thumbnail, product, document and 다운로드. */
export function ManualResults({ query }: { query: DownloadQuery }) {
  const { data, isPending, isError, refetch, isPlaceholderData } = useDocs(manualsFilter(query));
  const cats = useProdCats();
  const manuals = isPlaceholderData ? undefined : data;
  const maker = query.corpId !== null && manuals ? makerTitle(manuals, query.corpId) : null;
  const cat = query.prodCatId !== null ? cats.data?.find((c) => c.id === query.prodCatId) : undefined;

  return (
    <>
      <nav className={styles.breadcrumb} aria-label="현재 위치">
        <ol>
          <li>
            <Link to={paths.docsProd}>전체 상품</Link>
          </li>
          <li aria-current="page">
            {query.query ? `‘${query.query}’ 검색 결과` : (maker ?? (query.corpId !== null ? '…' : '설명서'))}
          </li>
        </ol>
      </nav>
      {cat && <p className={styles.crumbNote}>{cat.title}</p>}
      {isError && !manuals ? (
        <RetryAlert
          text="설명서를 불러오지 못했습니다."
          onRetry={refetch}
          classes={{ state: screenStyles.plainState, retry: styles.retry }}
        />
      ) : isPending || !manuals ? (
        <ResultSkeleton />
      ) : manuals.length === 0 ? (
        <div className={screenStyles.plainState}>
          <p>해당하는 설명서가 없습니다.</p>
          <Link to={paths.docsProd} className={styles.retry}>
            전체 상품 보기
          </Link>
        </div>
      ) : (
        <ul className={styles.results}>
          {manuals.map((doc) => (
            <ManualRow key={doc.id} doc={doc} />
          ))}
        </ul>
      )}
    </>
  );
}

function ManualRow({ doc }: { doc: Doc }) {
  const thumb = doc.docable?.atts[0];
  return (
    <li className={styles.result}>
      <div className={styles.thumb}>
        {thumb && (
          <img
            src={thumb.url}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className={styles.resultText}>
        {doc.docable && <p className={styles.resultProd}>{doc.docable.title}</p>}
        <p className={styles.resultDoc}>{doc.title}</p>
      </div>
      {doc.attachables.length === 0 ? (
        <span className={styles.noFile}>준비 중</span>
      ) : (
        doc.attachables.map((file) => (
          <a key={file.id} href={file.download_url} download={file.name} className={styles.download}>
            다운로드<span className="visually-hidden"> {doc.title}</span>
          </a>
        ))
      )}
    </li>
  );
}

function ResultSkeleton() {
  return (
    <ul className={styles.results} aria-hidden="true">
      {[1, 2, 3].map((key) => (
        <li key={key} className={styles.result}>
          <div className={styles.thumb} />
          <div className={styles.resultText}>
            <span className={bonesStyles.line} style={{ width: '70%' }} />
            <span className={bonesStyles.line} style={{ width: '50%', marginTop: 8 }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
