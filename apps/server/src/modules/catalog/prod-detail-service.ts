import type { ProdDetail, ProdSummary, SubscCat } from '@shop/domain/api/catalog';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_CONN_TYPE } from '@shop/domain/codes/prod-conn-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { perDatabase } from '../../db/per-database';
import { corps, docs, prodCats, prodConns, prods, tags, tagTaggables } from '../../db/schema';
import { notFound } from '../../http/errors';
import { sanitizeHtmlFields } from '../../http/sanitize-html';
import { loadAtts } from './att-view';
import { buildProdSummaries, prodSummaryColumns, selectProdSummaries } from './prod-summaries';
import { loadStockCounts, type StockQtyColor } from './stock-counts';
import { listSubscCats } from './subsc-cats-service';

export const PRODUCT_NOT_FOUND = '상품 정보를 찾을 수 없습니다.';

/** The detail's first round (the product row, its parts and add-ons) as prepared queries, built once. */
const firstRound = perDatabase((db) => ({
  product: db
    .select({ ...prodSummaryColumns, content: prods.content })
    .from(prods)
    .leftJoin(corps, eq(corps.id, prods.corpMakerId))
    .leftJoin(prodCats, eq(prodCats.id, prods.prodCatId))
    .where(and(eq(prods.id, sql.placeholder('id')), eq(prods.state, STATE.ENABLE)))
    .prepare('prod_detail_row'),
  conns: db
    .select({ prodConnId: prodConns.prodConnId, type: prodConns.type })
    .from(prodConns)
    .where(eq(prodConns.prodId, sql.placeholder('id')))
    .orderBy(asc(prodConns.type), asc(prodConns.sort), asc(prodConns.id))
    .prepare('prod_conns_of'),
}));

/** One visible product with its parts, add-ons, stock per colour, fees, manuals and tags. */
export async function getProdDetail(db: Db, id: number, subscCatId?: number): Promise<ProdDetail> {
  // Each query costs a round trip (and PGlite runs them one at a time), so the detail reads as few as it can.
  const queries = firstRound(db);
  const [found, conns] = await Promise.all([queries.product.execute({ id }), queries.conns.execute({ id })]);
  if (!found[0]) throw notFound(PRODUCT_NOT_FOUND);
  const { content, ...row } = found[0];
  const partIds = conns.map((c) => c.prodConnId);
  const partRows = partIds.length ? await selectProdSummaries(db).where(inArray(prods.id, partIds)) : [];

  const [[summary, ...parts], stock, subscCats, manualRows, tagRows] = await Promise.all([
    // The product and its parts in one pass.
    buildProdSummaries(db, [row, ...partRows]),
    loadStockCounts(db, [id, ...partIds]),
    listSubscCats(db, { id: subscCatId ?? row.subscCatId ?? -1, forProdId: id }),
    db
      .select({ id: docs.id, title: docs.title, type: docs.type })
      .from(docs)
      .where(
        and(
          morphPointsAt(docs, 'docable', MORPH_TYPE.PROD, id),
          eq(docs.type, DOC_TYPE.PROD_MANUAL),
          eq(docs.state, STATE.ENABLE),
        ),
      )
      .orderBy(asc(docs.sort), asc(docs.id)),
    db
      .select({ id: tagTaggables.id, tag: { id: tags.id, title: tags.title, state: tags.state } })
      .from(tagTaggables)
      .innerJoin(tags, eq(tags.id, tagTaggables.tagId))
      .where(and(morphPointsAt(tagTaggables, 'taggable', MORPH_TYPE.PROD, id), eq(tags.state, STATE.ENABLE)))
      .orderBy(asc(tags.sort), asc(tags.id)),
  ]);
  if (!summary) throw notFound(PRODUCT_NOT_FOUND);
  const manualFiles = await loadAtts(
    db,
    MORPH_TYPE.DOC,
    manualRows.map((d) => d.id),
  );

  return assembleDetail({
    summary,
    parts,
    conns,
    stock,
    subscCats,
    content,
    docs: manualRows.map((d) => {
      const file = manualFiles.get(d.id)?.[0];
      // The download call sends the file under its Korean name; the raw /files/ path would not.
      return { ...d, url: file ? `/api/v2/customer/files/atts/${file.id}/download` : null };
    }),
    tags: tagRows,
  });
}

/** What a detail is assembled from, however it was read. */
type DetailParts = {
  summary: ProdSummary;
  /** The summaries of its parts and add-ons, in any order. */
  parts: ProdSummary[];
  /** The product's links to its parts and add-ons, in order. */
  conns: { prodConnId: number; type: number }[];
  stock: Map<number, StockQtyColor[]>;
  subscCats: SubscCat[];
  content: Parameters<typeof sanitizeHtmlFields>[0] | null;
  docs: ProdDetail['docs'];
  tags: ProdDetail['tag_taggables_with_tag'];
};

/** A detail from its read parts: the product's summary, its parts' and add-ons' summaries, stock and fees. */
export function assembleDetail(read: DetailParts): ProdDetail {
  const partsById = new Map(read.parts.map((p) => [p.id, p]));
  const partsOf = (type: number) =>
    read.conns
      .filter((c) => c.type === type)
      .flatMap((c) => {
        const part = partsById.get(c.prodConnId);
        return part
          ? [{ ...part, conn_type: c.type, prod_stocks_qty_color: read.stock.get(part.id) ?? [] }]
          : [];
      });

  return {
    ...read.summary,
    content: sanitizeHtmlFields(read.content ?? {}),
    prod_opts_with_att: read.summary.prod_opts.filter((o) => o.type === PROD_OPT_TYPE.COLOR),
    prod_conns_pkg: partsOf(PROD_CONN_TYPE.DEFAULT),
    prod_conns_conns: partsOf(PROD_CONN_TYPE.OPTION),
    prod_stocks_qty_color: read.stock.get(read.summary.id) ?? [],
    subsc_cat: read.subscCats[0] ?? null,
    docs: read.docs,
    tag_taggables_with_tag: read.tags,
  };
}
