import type { Doc, DocsQuery } from '@shop/domain/api/docs';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { readPage } from '../../db/read-page';
import { corps, docs, prods } from '../../db/schema';
import { containsPattern } from '../../db/search';
import { notFound } from '../../http/errors';
import type { Pagination } from '../../http/pagination';
import { sanitizeHtml } from '../../http/sanitize-html';
import { loadAtts } from '../catalog/att-view';
import { loadAttachables } from '../files/attachables';

export const DOC_NOT_FOUND = '문서를 찾을 수 없습니다.';

function docFilters(q: DocsQuery): SQL[] {
  const where: SQL[] = [eq(docs.state, STATE.ENABLE)];
  if (q.slugs !== undefined) where.push(q.slugs.length ? inArray(docs.slug, q.slugs) : eq(docs.id, -1));
  if (q.slug !== undefined) where.push(eq(docs.slug, q.slug));
  if (q.type !== undefined) where.push(eq(docs.type, q.type));
  if (q.docable_type !== undefined) where.push(eq(docs.docableType, q.docable_type));
  if (q.prod_id !== undefined) {
    where.push(morphPointsAt(docs, 'docable', MORPH_TYPE.PROD, q.prod_id));
  }
  if (q.prod_corp_maker_id !== undefined) where.push(eq(prods.corpMakerId, q.prod_corp_maker_id));
  if (q.prod_prod_cat_id !== undefined) where.push(eq(prods.prodCatId, q.prod_prod_cat_id));
  if (q.query) {
    const pattern = containsPattern(q.query);
    where.push(or(ilike(docs.title, pattern), ilike(prods.title, pattern), ilike(prods.code, pattern))!);
  }
  return where;
}

/** Documents joined with the product a manual belongs to (null for terms, policies and pages). */
function selectDocs(db: Db) {
  return db
    .select({
      doc: docs,
      prod: { id: prods.id, title: prods.title, code: prods.code, prodCatId: prods.prodCatId },
      maker: { id: corps.id, title: corps.title },
    })
    .from(docs)
    .leftJoin(prods, and(eq(docs.docableType, MORPH_TYPE.PROD), eq(prods.id, docs.docableId)))
    .leftJoin(corps, eq(corps.id, prods.corpMakerId));
}

type DocJoinRow = Awaited<ReturnType<ReturnType<typeof selectDocs>['where']>>[number];

/** Turns joined rows into answers: sanitised HTML, the manual's product with its pictures, the files. */
async function docViews(db: Db, rows: DocJoinRow[]): Promise<Doc[]> {
  const prodIds = rows.flatMap((r) => (r.prod ? [r.prod.id] : []));
  const [files, prodAtts] = await Promise.all([
    loadAttachables(
      db,
      MORPH_TYPE.DOC,
      rows.map((r) => r.doc.id),
    ),
    loadAtts(db, MORPH_TYPE.PROD, [...new Set(prodIds)]),
  ]);
  return rows.map(({ doc, prod, maker }) => ({
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    type: doc.type,
    content: sanitizeHtml(doc.content),
    docable_type: doc.docableType,
    docable_id: doc.docableId,
    docable: prod
      ? {
          id: prod.id,
          title: prod.title,
          code: prod.code,
          corp_maker: maker,
          prod_cat_id: prod.prodCatId,
          atts: prodAtts.get(prod.id) ?? [],
        }
      : null,
    attachables: files.get(doc.id) ?? [],
  }));
}

/**
 * A page of enabled documents matching the filters of section 7, in their set order. Served by
 * docs_slug_uniq (slug, slugs), docs_type_idx (type), docs_docable_idx (docable_type, prod_id),
 * prods_maker_idx / prods_cat_idx then docs_docable_idx (maker, category), docs_state_idx (no filter).
 * The text search is a scan: the download centre's search is a development tool over a small table.
 */
export async function listDocs(
  db: Db,
  query: DocsQuery,
  pagination: Pagination,
): Promise<{ rows: Doc[]; total: number }> {
  const where = and(...docFilters(query));
  const { rows, total } = await readPage(
    selectDocs(db).where(where).orderBy(asc(docs.sort), asc(docs.id)).$dynamic(),
    db
      .select({ n: count() })
      .from(docs)
      .leftJoin(prods, and(eq(docs.docableType, MORPH_TYPE.PROD), eq(prods.id, docs.docableId)))
      .where(where),
    pagination,
  );
  return { rows: await docViews(db, rows), total };
}

async function getOneDoc(db: Db, where: SQL): Promise<Doc> {
  const rows = await selectDocs(db).where(and(where, eq(docs.state, STATE.ENABLE)));
  const [doc] = await docViews(db, rows);
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return doc;
}

export const getDoc = (db: Db, id: number) => getOneDoc(db, eq(docs.id, id));
export const getDocBySlug = (db: Db, slug: string) => getOneDoc(db, eq(docs.slug, slug));
