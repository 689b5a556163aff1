import { and, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prodSubscCatOpts, prods, subscCatOpts } from '../../db/schema';

/** Each product's lowest monthly fee among the durations of its default subscription category. */
export async function lowestFees(db: Db, prodIds: number[]): Promise<Map<number, number | null>> {
  if (prodIds.length === 0) return new Map();
  const rows = await db
    .select({ prodId: prodSubscCatOpts.prodId, fee: min(prodSubscCatOpts.costSubsc) })
    .from(prodSubscCatOpts)
    .innerJoin(subscCatOpts, eq(subscCatOpts.id, prodSubscCatOpts.subscCatOptId))
    .innerJoin(prods, eq(prods.id, prodSubscCatOpts.prodId))
    .where(and(inArray(prodSubscCatOpts.prodId, prodIds), eq(subscCatOpts.subscCatId, prods.subscCatId)))
    .groupBy(prodSubscCatOpts.prodId);
  return new Map(rows.map((r) => [r.prodId, r.fee]));
}
