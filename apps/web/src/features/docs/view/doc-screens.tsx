import { ApiError } from '@shop/domain/api/api-error';
import { parseRecordId } from '@shop/domain/validation/record-id';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useDoc } from '../api/get-doc';
import { useDocBySlug } from '../api/get-doc-by-slug';
import styles from '../docs.module.css';
import { DocArticle, DocArticleSkeleton } from './doc-article';

const notFound = () => new ApiError(404, '문서를 찾을 수 없습니다.');

/** /docs/{docId} */
export function DocByIdScreen() {
  const id = parseRecordId(useParams().docId);
  if (id === null) throw notFound();
  return <DocById id={id} />;
}

function DocById({ id }: { id: number }) {
  const { data } = useDoc(id);
  return <DocPage>{data ? <DocArticle doc={data} /> : <DocArticleSkeleton />}</DocPage>;
}

/** /docs/slug/{docSlug} */
export function DocBySlugScreen() {
  const slug = useParams().docSlug ?? '';
  const { data } = useDocBySlug(slug);
  return <DocPage>{data ? <DocArticle doc={data} /> : <DocArticleSkeleton />}</DocPage>;
}

/** /docs/pub/{docSlug}: the public view, title and content only; no login needed. */
export function DocPubScreen() {
  const slug = useParams().docSlug ?? '';
  const { data } = useDocBySlug(slug);
  return <div className={styles.page}>{data ? <DocArticle doc={data} plain /> : <DocArticleSkeleton />}</div>;
}

function DocPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      {children}
      <Link to="/docs" className={styles.listLink}>
        문서 목록
      </Link>
    </div>
  );
}
