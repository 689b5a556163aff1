import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prodOrderers, prodStocks, purOrders } from '../../db/schema';

/** A unit an order line needs: a product in a colour (null: any colour). */
export type UnitNeed = { prodId: number; prodOptId: number | null; parent: boolean };

/**
 * Step "reserve stock": takes one free unit per need for the purchase order, or returns false (sold out).
 * `for update skip locked` makes concurrent checkouts pass each other by instead of taking the same unit;
 * the unit is held by pointing it at a product orderer of the order (orderer_type PUR_ORDER until paid).
 * Must run inside the caller's transaction, which rolls back every hold when one unit is missing.
 */
export async function reserveUnits(
  tx: Db,
  order: { id: number; duration: number; costDuration: number },
  prodId: number,
  prodOptIds: number[],
  needs: UnitNeed[],
): Promise<boolean> {
  const [root] = await tx
    .insert(prodOrderers)
    .values({
      ordererType: MORPH_TYPE.PUR_ORDER,
      ordererId: order.id,
      prodId,
      prodOptIds,
      purOrderId: order.id,
      duration: order.duration,
      costDuration: order.costDuration,
    })
    .returning({ id: prodOrderers.id });
  for (const need of needs) {
    const [unit] = await tx
      .select({ id: prodStocks.id })
      .from(prodStocks)
      .where(
        and(
          eq(prodStocks.prodId, need.prodId),
          need.prodOptId === null ? undefined : eq(prodStocks.prodOptId, need.prodOptId),
          eq(prodStocks.state, STOCK_STATE.ENABLE),
          isNull(prodStocks.prodOrdererId),
        ),
      )
      .orderBy(prodStocks.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!unit) return false;
    let holderId = root!.id;
    if (!need.parent) {
      const [child] = await tx
        .insert(prodOrderers)
        .values({
          ordererType: MORPH_TYPE.PUR_ORDER,
          ordererId: order.id,
          parentId: root!.id,
          prodId: need.prodId,
          prodOptIds: need.prodOptId === null ? [] : [need.prodOptId],
          purOrderId: order.id,
        })
        .returning({ id: prodOrderers.id });
      holderId = child!.id;
    }
    await tx.update(prodOrderers).set({ prodStockId: unit.id }).where(eq(prodOrderers.id, holderId));
    const held = await tx
      .update(prodStocks)
      .set({ prodOrdererId: holderId, updatedAt: new Date() })
      .where(and(eq(prodStocks.id, unit.id), isNull(prodStocks.prodOrdererId)))
      .returning({ id: prodStocks.id });
    if (held.length !== 1) return false;
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

/** Unpaid orders older than the hold, with no payment under way, give their units back. */
export async function releaseExpiredHolds(tx: Db, holdMinutes: number, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - holdMinutes * 60_000);
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
    .limit(200)
    .for('update', { skipLocked: true });
  await releaseHolds(
    tx,
    stale.map((r) => r.id),
  );
}
