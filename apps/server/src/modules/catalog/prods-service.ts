import type { ProdSummary, ProdsQuery } from '@shop/domain/api/catalog';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favables, prodSubscCatOpts, prods, subscCatOpts, tagTaggables } from '../../db/schema';
import type { Pagination } from '../../http/pagination';
import { buildProdSummaries, prodSummaryColumns } from './prod-summaries';
import { readProdsPage } from './prods-page';

function listFilters(q: ProdsQuery): SQL[] {
  const where: SQL[] = [eq(prods.state, STATE.ENABLE)];
  if (q.type_conn !== undefined) where.push(eq(prods.typeConn, q.type_conn));
  if (q.prod_cat_id !== undefined) where.push(eq(prods.prodCatId, q.prod_cat_id));
  if (q.corp_maker_id !== undefined) where.push(eq(prods.corpMakerId, q.corp_maker_id));
  if (q.tag_id !== undefined) {
    where.push(
      sql`exists (select 1 from ${tagTaggables} where ${tagTaggables.tagId} = ${q.tag_id}
        and ${tagTaggables.taggableType} = ${MORPH_TYPE.PROD} and ${tagTaggables.taggableId} = ${prods.id})`,
    );
  }
  if (q.subsc_cat_id !== undefined) {
    where.push(
      sql`exists (select 1 from ${prodSubscCatOpts} inner join ${subscCatOpts}
        on ${subscCatOpts.id} = ${prodSubscCatOpts.subscCatOptId}
        where ${prodSubscCatOpts.prodId} = ${prods.id} and ${subscCatOpts.subscCatId} = ${q.subsc_cat_id})`,
    );
  }
  if (q.fav_symbol_id !== undefined) {
    where.push(
      sql`exists (select 1 from ${favables} where ${favables.favSymbolId} = ${q.fav_symbol_id}
        and ${favables.favableType} = ${MORPH_TYPE.PROD} and ${favables.favableId} = ${prods.id})`,
    );
  }
  return where;
}

/** A page of visible products matching the filters of the product list route. */
export async function listProds(
  db: Db,
  query: ProdsQuery,
  pagination: Pagination,
): Promise<{ rows: ProdSummary[]; total: number }> {
  const where = and(...listFilters(query));
  const { rows, total } = await readProdsPage(db, prodSummaryColumns, where, pagination);
  return { rows: await buildProdSummaries(db, rows, { subscCatId: query.subsc_cat_id }), total };
}
