import type { ProdOrderer } from '@shop/domain/api/subscs-read';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { morphPointsAt } from '../../db/morph-ref';
import { atts, prodOpts, prodOrderers, prodStocks, prods } from '../../db/schema';

type Row = typeof prodOrderers.$inferSelect;

/** The products of many rentals as trees (package → parts), keyed by rental id. */
export async function loadProdOrderers(db: Db, subscIds: number[]): Promise<Map<number, ProdOrderer[]>> {
  const out = new Map<number, ProdOrderer[]>();
  if (subscIds.length === 0) return out;
  const rows = await db
    .select()
    .from(prodOrderers)
    .where(morphPointsAt(prodOrderers, 'orderer', MORPH_TYPE.SUBSC, subscIds))
    .orderBy(asc(prodOrderers.id));
  if (rows.length === 0) return out;
  const prodIds = [...new Set(rows.map((r) => r.prodId))];
  const optIds = [...new Set(rows.flatMap((r) => r.prodOptIds))];
  const stockIds = rows.map((r) => r.prodStockId).filter((id): id is number => id !== null);
  const [prodRows, optRows, stockRows, attRows] = await Promise.all([
    db.select().from(prods).where(inArray(prods.id, prodIds)),
    optIds.length ? db.select().from(prodOpts).where(inArray(prodOpts.id, optIds)) : [],
    stockIds.length
      ? db
          .select({ id: prodStocks.id, sn: prodStocks.sn })
          .from(prodStocks)
          .where(inArray(prodStocks.id, stockIds))
      : [],
    rowsInDisplayOrder(db, atts, morphPointsAt(atts, 'attachable', MORPH_TYPE.PROD, prodIds)),
  ]);
  const prodById = new Map(prodRows.map((p) => [p.id, p]));
  const optById = new Map(optRows.map((o) => [o.id, o]));
  const stockById = new Map(stockRows.map((s) => [s.id, s]));

  const view = (row: Row): ProdOrderer => {
    const prod = prodById.get(row.prodId);
    return {
      id: row.id,
      orderer_id: row.ordererId,
      orderer_type: row.ordererType,
      parent_id: row.parentId,
      options: row.options,
      ctr: row.ctr,
      prod: {
        id: row.prodId,
        title: prod?.title ?? '',
        type_conn: prod?.typeConn ?? 0,
        type: prod?.typeStock ?? 0,
        atts: attRows
          .filter((a) => a.attachableId === row.prodId)
          .map((a) => ({ id: a.id, url: a.path, role: a.role, urls: { prodConn: a.path } })),
      },
      prod_orderer_prod_opts: row.prodOptIds
        .map((id) => optById.get(id))
        .filter((o) => o !== undefined)
        .map((o) => ({ id: o.id, prod_opt: { id: o.id, type: o.type, title: o.title, val: o.val } })),
      prodStock: row.prodStockId ? (stockById.get(row.prodStockId) ?? null) : null,
      duration: row.duration,
      costDuration: row.costDuration,
      children: rows.filter((c) => c.parentId === row.id).map(view),
    };
  };
  for (const row of rows) {
    if (row.parentId !== null) continue;
    const list = out.get(row.ordererId) ?? [];
    list.push(view(row));
    out.set(row.ordererId, list);
  }
  return out;
}

/** Every product of a tree, parents and parts. */
export function flattenProdOrderers(list: ProdOrderer[]): ProdOrderer[] {
  return list.flatMap((p) => [p, ...flattenProdOrderers(p.children)]);
}
