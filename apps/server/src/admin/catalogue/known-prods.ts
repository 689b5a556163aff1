import type { AdminConn } from '@shop/domain/api/admin/catalogue';
import { inArray, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prods } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type AuditEntry, recordAudit } from '../audit/audit';

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

/**
 * A featured group's or a quiz result's products, replaced whole and in this order inside the caller's
 * transaction: its product links (`owned` picks them, entries of other kinds stay) go, the new ones go in with
 * `link` and sort 1, 2, 3…, and the audit row keeps the product ids before and after.
 */
export async function replaceListedProds<T extends PgTable>(
  tx: Db,
  links: { table: T; owned: SQL | undefined; link: (prodId: number) => PgInsertValue<T> },
  audit: Omit<AuditEntry, 'before' | 'after'> & { before: readonly AdminConn[] },
  prodIds: number[],
): Promise<void> {
  await tx.delete(links.table).where(links.owned);
  if (prodIds.length) {
    await tx.insert(links.table).values(inOrder(prodIds, links.link));
  }
  await recordAudit(tx, { ...audit, before: audit.before.map((p) => p.prod_id), after: prodIds });
}

/** What a featured group or a quiz result shows of each product it lists: select these, view with listedProd. */
export const listedProdColumns = { id: prods.id, title: prods.title, code: prods.code, state: prods.state };

export const listedProd = (prod: { id: number; title: string; code: string; state: number }): AdminConn => ({
  prod_id: prod.id,
  title: prod.title,
  code: prod.code,
  state: prod.state,
  cost_subsc: null,
});
