import type { AdminConn } from '@shop/domain/api/admin/catalogue';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
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
 * transaction: every id must be a product (assertKnownProds), its product links (`owned` picks them, entries of
 * other kinds stay) go, the new ones go in with `link` and sort 1, 2, 3…, and the audit row keeps the product
 * ids before and after.
 */
export async function replaceListedProds<T extends PgTable>(
  tx: Db,
  links: { table: T; owned: SQL | undefined; link: (prodId: number) => PgInsertValue<T> },
  audit: Omit<AuditEntry, 'before' | 'after'> & { before: readonly AdminConn[] },
  prodIds: number[],
): Promise<void> {
  await assertKnownProds(tx, prodIds);
  await tx.delete(links.table).where(links.owned);
  if (prodIds.length) {
    await tx.insert(links.table).values(inOrder(prodIds, links.link));
  }
  await recordAudit(tx, { ...audit, before: audit.before.map((p) => p.prod_id), after: prodIds });
}

/** What a featured group or a quiz result shows of each product it lists (read by listedProdsByList). */
const listedProdColumns = { id: prods.id, title: prods.title, code: prods.code, state: prods.state };

const listedProd = (prod: { id: number; title: string; code: string; state: number }): AdminConn => ({
  prod_id: prod.id,
  title: prod.title,
  code: prod.code,
  state: prod.state,
  cost_subsc: null,
});

/** A table of product links in order (a featured group's, a quiz result's): its `sort` and `id` order them. */
type LinkTable = PgTable & { sort: PgColumn; id: PgColumn };

/**
 * Each list's products in their order, by the list's id: the links of `table` that `onProds` keeps (those that
 * point at a product), `list` naming the list and `prod` the product.
 */
export async function listedProdsByList(
  db: Db,
  table: LinkTable,
  list: PgColumn,
  prod: PgColumn,
  onProds: SQL,
): Promise<Map<number, AdminConn[]>> {
  const rows = await db
    .select({ listId: list, prod: listedProdColumns })
    .from(table)
    .innerJoin(prods, eq(prods.id, prod))
    .where(onProds)
    .orderBy(asc(table.sort), asc(table.id));
  const byList = new Map<number, AdminConn[]>();
  for (const row of rows) {
    const listId = row.listId as number;
    const listed = byList.get(listId) ?? [];
    listed.push(listedProd(row.prod));
    byList.set(listId, listed);
  }
  return byList;
}
