import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prodStocks } from '../../db/schema';

export type StockQtyColor = {
  prod_id: number;
  prod_opt_type_color_id: number | null;
  count: number;
  countAvail: number;
};

/** A product's units of one colour (null: no colour), and how many of them an order's product points at. */
export type StockCountRow = { prodId: number; prodOptId: number | null; total: number; held: number };

/** Usable units per product and colour, and how many of them no order holds yet. */
export async function loadStockCounts(db: Db, prodIds: number[]): Promise<Map<number, StockQtyColor[]>> {
  if (prodIds.length === 0) return new Map();
  const rows = await db
    .select({
      prodId: prodStocks.prodId,
      prodOptId: prodStocks.prodOptId,
      total: count(),
      // count(column) skips nulls: a unit is held when an order's product points at it.
      held: count(prodStocks.prodOrdererId),
    })
    .from(prodStocks)
    .where(and(inArray(prodStocks.prodId, prodIds), eq(prodStocks.state, STOCK_STATE.ENABLE)))
    .groupBy(prodStocks.prodId, prodStocks.prodOptId)
    .orderBy(prodStocks.prodId, prodStocks.prodOptId);
  return stockCountsOf(rows);
}

/** The counts by product, in the order of the rows. */
export function stockCountsOf(rows: StockCountRow[]): Map<number, StockQtyColor[]> {
  const byProd = new Map<number, StockQtyColor[]>();
  for (const row of rows) {
    const list = byProd.get(row.prodId) ?? [];
    list.push({
      prod_id: row.prodId,
      prod_opt_type_color_id: row.prodOptId,
      count: row.total,
      countAvail: Math.max(0, row.total - row.held),
    });
    byProd.set(row.prodId, list);
  }
  return byProd;
}
