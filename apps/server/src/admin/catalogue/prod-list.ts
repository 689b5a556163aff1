import type { AdminProdRow, AdminProdsQuery } from '@shop/domain/api/admin/catalogue';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { atts, corps, discounts, prodCats, prodStocks, prods } from '../../db/schema';
import { containsPattern } from '../../db/search';
import { readProdsPage } from '../../modules/catalog/prods-page';
import { runningProdDiscounts } from '../../modules/catalog/running-discounts';
import { lowestFees } from './lowest-fees';

function filters(q: AdminProdsQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.q) {
    const pattern = containsPattern(q.q);
    where.push(or(ilike(prods.title, pattern), ilike(prods.code, pattern))!);
  }
  if (q.prod_cat_id) where.push(eq(prods.prodCatId, q.prod_cat_id));
  if (q.visibility === 'visible') where.push(eq(prods.state, STATE.ENABLE));
  if (q.visibility === 'hidden') where.push(ne(prods.state, STATE.ENABLE));
  return where.length ? and(...where) : undefined;
}

/** A page of products for staff, hidden ones included, with what the list shows in a fixed number of queries. */
export async function listAdminProds(
  db: Db,
  q: AdminProdsQuery,
): Promise<{ rows: AdminProdRow[]; total: number }> {
  const where = filters(q);
  const { rows, total } = await readProdsPage(
    db,
    {
      id: prods.id,
      title: prods.title,
      code: prods.code,
      typeConn: prods.typeConn,
      state: prods.state,
      stateProvide: prods.stateProvide,
      catTitle: prodCats.title,
      makerTitle: corps.title,
      updatedAt: prods.updatedAt,
    },
    where,
    q,
  );
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total };

  const [feeOf, units, images, deals] = await Promise.all([
    lowestFees(db, ids),
    db
      .select({
        prodId: prodStocks.prodId,
        total: count(),
        avail: sql<number>`count(*) filter (where ${prodStocks.prodOrdererId} is null)`.mapWith(Number),
      })
      .from(prodStocks)
      .where(and(inArray(prodStocks.prodId, ids), eq(prodStocks.state, STOCK_STATE.ENABLE)))
      .groupBy(prodStocks.prodId),
    db
      .selectDistinctOn([atts.attachableId], { prodId: atts.attachableId, url: atts.path })
      .from(atts)
      .where(morphPointsAt(atts, 'attachable', MORPH_TYPE.PROD, ids))
      .orderBy(asc(atts.attachableId), asc(atts.sort), asc(atts.id)),
    db
      .selectDistinctOn([discounts.discountableId], {
        prodId: discounts.discountableId,
        title: discounts.title,
      })
      .from(discounts)
      .where(runningProdDiscounts(ids))
      .orderBy(asc(discounts.discountableId), desc(discounts.sort), desc(discounts.id)),
  ]);
  const unitsOf = new Map(units.map((u) => [u.prodId, u]));
  const imageOf = new Map(images.map((i) => [i.prodId, i.url]));
  const dealOf = new Map(deals.map((d) => [d.prodId, d.title]));
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      code: r.code,
      type_conn: r.typeConn,
      state: r.state,
      state_provide: r.stateProvide,
      prod_cat_title: r.catTitle,
      corp_maker_title: r.makerTitle,
      cost_subsc: feeOf.get(r.id) ?? null,
      discount_title: dealOf.get(r.id) ?? null,
      units_avail: unitsOf.get(r.id)?.avail ?? 0,
      units_total: unitsOf.get(r.id)?.total ?? 0,
      image_url: imageOf.get(r.id) ?? null,
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}
