import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prodOrderers, prodStocks, purOrders } from '../../db/schema';

/** A unit an order line needs: a product in a colour (null: any colour). */
export type UnitNeed = { prodId: number; prodOptId: number | null; parent: boolean };

/** A free unit for a need, locked for this transaction; a unit another checkout has locked is passed by. */
const freeUnit = (need: UnitNeed) => sql`
  select id from prod_stocks
  where prod_id = ${need.prodId}::int
    ${need.prodOptId === null ? sql`` : sql`and prod_opt_id = ${need.prodOptId}::int`}
    and state = ${STOCK_STATE.ENABLE}::int and prod_orderer_id is null
  order by id limit 1
  for update skip locked`;

/** The unit picked for `holder` (a CTE returning `id, prod_stock_id`) held by it, only if nobody holds it yet. */
const holdUnit = (holder: SQL, at: string) => sql`
  update prod_stocks set prod_orderer_id = ${holder}.id, updated_at = ${at}::timestamptz
  from ${holder}
  where prod_stocks.id = ${holder}.prod_stock_id and prod_stocks.prod_orderer_id is null
  returning prod_stocks.id`;

const heldOne = (result: unknown) => (result as { rows: { held: number | string }[] }).rows[0]?.held;

/**
 * Step "reserve stock": takes one free unit per need for the purchase order, or returns false (sold out).
 * `for update skip locked` makes concurrent checkouts pass each other by instead of taking the same unit,
 * and the unit is held with a conditional update (`prod_orderer_id is null`): it points at a product orderer
 * of the order (orderer_type PUR_ORDER until paid). One statement per holder: the order's own holder with
 * its unit (a product that is not a package), then one per part or add-on, each a CTE of the pick, the
 * holder and the hold, so a later need sees the units the earlier ones took. Must run inside the caller's
 * transaction, which rolls back every hold when one unit is missing.
 */
export async function reserveUnits(
  tx: Db,
  order: { id: number; duration: number; costDuration: number },
  prodId: number,
  prodOptIds: number[],
  needs: UnitNeed[],
): Promise<boolean> {
  const at = new Date().toISOString();
  const [own, ...parts] = needs[0]?.parent ? needs : [undefined, ...needs];
  const root = sql.raw('root');
  const rootResult = await tx.execute(sql`
    with ${own ? sql`unit as (${freeUnit(own)}),` : sql``}
    root as (
      insert into prod_orderers (orderer_type, orderer_id, prod_id, prod_stock_id, prod_opt_ids, pur_order_id,
        duration, cost_duration)
      values (${MORPH_TYPE.PUR_ORDER}::int, ${order.id}::int, ${prodId}::int,
        ${own ? sql`(select id from unit)` : sql`null::int`}, ${JSON.stringify(prodOptIds)}::jsonb,
        ${order.id}::int, ${order.duration}::int, ${order.costDuration}::int)
      returning id, prod_stock_id
    ), held as (${holdUnit(root, at)})
    select root.id, (select count(*) from held)::int as held from root`);
  const rootRow = (rootResult as unknown as { rows: { id: number }[] }).rows[0]!;
  if (own && Number(heldOne(rootResult)) !== 1) return false;
  const child = sql.raw('child');
  for (const need of parts) {
    if (!need) continue;
    const result = await tx.execute(sql`
      with unit as (${freeUnit(need)}),
      child as (
        insert into prod_orderers (orderer_type, orderer_id, parent_id, prod_id, prod_stock_id, prod_opt_ids,
          pur_order_id)
        select ${MORPH_TYPE.PUR_ORDER}::int, ${order.id}::int, ${Number(rootRow.id)}::int, ${need.prodId}::int,
          unit.id, ${JSON.stringify(need.prodOptId === null ? [] : [need.prodOptId])}::jsonb, ${order.id}::int
        from unit
        returning id, prod_stock_id
      ), held as (${holdUnit(child, at)})
      select (select count(*) from held)::int as held`);
    if (Number(heldOne(result)) !== 1) return false;
  }
  return true;
}

/** Undo of "reserve stock": frees the units of these orders and drops their holds; the orders are cancelled. */
export async function releaseHolds(tx: Db, purOrderIds: number[]): Promise<void> {
  if (purOrderIds.length === 0) return;
  const holders = tx
    .select({ id: prodOrderers.id })
    .from(prodOrderers)
    .where(
      and(inArray(prodOrderers.purOrderId, purOrderIds), eq(prodOrderers.ordererType, MORPH_TYPE.PUR_ORDER)),
    );
  await tx
    .update(prodStocks)
    .set({ prodOrdererId: null, updatedAt: new Date() })
    .where(inArray(prodStocks.prodOrdererId, holders));
  await tx
    .delete(prodOrderers)
    .where(
      and(inArray(prodOrderers.purOrderId, purOrderIds), eq(prodOrderers.ordererType, MORPH_TYPE.PUR_ORDER)),
    );
  await tx
    .update(purOrders)
    .set({ state: PUR_ORDER_STATE.BILL_UNPAID_CANCEL, updatedAt: new Date() })
    .where(and(inArray(purOrders.id, purOrderIds), eq(purOrders.state, PUR_ORDER_STATE.BILL_UNPAID)));
}

/** How many stale orders one release takes. */
export const RELEASE_BATCH = 200;

/**
 * Unpaid orders older than the hold, with no payment under way, give their units back (their orders are
 * cancelled), at most RELEASE_BATCH in one transaction; answers how many. Run by the engine's minutely tick, so a
 * product's shown stock counts them free again, and by a checkout that found a unit missing, before it tries
 * again. Ages are measured on real time, as orders' `created_at` is written (not the demo clock).
 */
export async function releaseExpiredHolds(db: Db, holdMinutes: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - holdMinutes * 60_000);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: purOrders.id })
      .from(purOrders)
      .where(
        and(
          eq(purOrders.state, PUR_ORDER_STATE.BILL_UNPAID),
          isNull(purOrders.paymentId),
          lt(purOrders.createdAt, before),
        ),
      )
      .limit(RELEASE_BATCH)
      .for('update', { skipLocked: true });
    await releaseHolds(
      tx,
      stale.map((r) => r.id),
    );
    return stale.length;
  });
}
