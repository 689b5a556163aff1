import type { AdminConn } from '@shop/domain/api/admin/catalogue';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prods } from '../../db/schema';
import { badRequest } from '../../http/errors';

export const UNKNOWN_PROD_MESSAGE = '없는 상품이 들어 있습니다.';

/** Every id of a product list staff send must be a product: a made-up one is a 400 on `prod_ids`. */
export async function assertKnownProds(db: Db, prodIds: number[]): Promise<void> {
  if (prodIds.length === 0) return;
  const found = await db.select({ id: prods.id }).from(prods).where(inArray(prods.id, prodIds));
  if (found.length !== new Set(prodIds).size) {
    throw badRequest(UNKNOWN_PROD_MESSAGE, { prod_ids: [UNKNOWN_PROD_MESSAGE] });
  }
}

/** A list's rows in the order given: sort 1, 2, 3… */
export const inOrder = <T>(prodIds: number[], row: (prodId: number) => T) =>
  prodIds.map((prodId, i) => ({ ...row(prodId), sort: i + 1 }));

/** What a featured group or a quiz result shows of each product it lists: select these, view with listedProd. */
export const listedProdColumns = { id: prods.id, title: prods.title, code: prods.code, state: prods.state };

export const listedProd = (prod: { id: number; title: string; code: string; state: number }): AdminConn => ({
  prod_id: prod.id,
  title: prod.title,
  code: prod.code,
  state: prod.state,
  cost_subsc: null,
});
