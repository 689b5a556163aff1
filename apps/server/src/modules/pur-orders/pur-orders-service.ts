import type { CartItemInput } from '@shop/domain/api/carts';
import type { PurOrder } from '@shop/domain/api/pur-orders';
import { PUR_ORDER_FAIL_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { ADDRESS_SAVE_MESSAGE } from '@shop/domain/validation/checkout';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purOrders, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { releaseExpiredHolds, releaseHolds, reserveUnits } from '../checkout/stock-holds';
import { ownSpot } from '../spots/own-spot';
import { orderLines } from './order-lines';
import { purOrderView } from './pur-order-view';

class SoldOut extends Error {}

/**
 * A customer checks out one cart at a time: a new order supersedes their orders still waiting for a payment
 * (none under way), whose units go back first. So one customer cannot keep a product out of everyone's reach
 * by ordering it again and again without paying; an order being paid is locked and left alone.
 * The customer's row is locked first, so two orders they send at once take turns: the second sees the
 * first and supersedes it, where both would otherwise find nothing to supersede and each hold a unit.
 */
async function releaseSupersededOrders(tx: Db, userId: number): Promise<void> {
  // No key update: the orders' own inserts (which reference the customer) are not blocked by it.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const unpaid = await tx
    .select({ id: purOrders.id })
    .from(purOrders)
    .where(
      and(
        eq(purOrders.userId, userId),
        eq(purOrders.state, PUR_ORDER_STATE.BILL_UNPAID),
        isNull(purOrders.paymentId),
      ),
    )
    .for('update', { skipLocked: true });
  await releaseHolds(
    tx,
    unpaid.map((r) => r.id),
  );
}

/**
 * POST purOrders: one purchase order per line, priced on the server, each holding its stock units, all in
 * one transaction: either every order holds its units or nothing is written (sold out). The customer's
 * earlier orders left unpaid are superseded in the same transaction.
 */
export async function createPurOrders(
  db: Db,
  userId: number,
  input: { items: (string | CartItemInput)[]; spot_id: number; orderer_type?: number },
  holdMinutes: number,
): Promise<PurOrder[]> {
  // The address check and the pricing read at once; the address's answer is looked at first.
  const [spot, priced] = await Promise.allSettled([
    ownSpot(db, userId, input.spot_id),
    orderLines(db, userId, input.items),
  ]);
  if (spot.status === 'rejected') throw spot.reason;
  if (!spot.value) throw badRequest(ADDRESS_SAVE_MESSAGE);
  if (priced.status === 'rejected') throw priced.reason;
  const lines = priced.value;
  const place = () =>
    db.transaction(async (tx) => {
      await releaseSupersededOrders(tx, userId);
      const created: PurOrder[] = [];
      for (const line of lines) {
        const [order] = await tx
          .insert(purOrders)
          .values({
            userId,
            cartId: line.cartId,
            spotId: input.spot_id,
            orderableType: MORPH_TYPE.PROD,
            orderableId: line.prodId,
            ordererType: input.orderer_type ?? MORPH_TYPE.SUBSC,
            title: line.price.title,
            cost: line.price.duration_cost,
            state: PUR_ORDER_STATE.BILL_UNPAID,
            orderable: {
              id: line.prodId,
              title: line.price.title,
              type_conn: line.typeConn,
              local_id: line.item.local_id,
              prod_opts_select: line.prodOptIds,
              prods_select: line.parts,
              add_ons: line.addOns,
              subsc_cat: {
                id: line.price.subsc_cat_id,
                subsc_cat_opt_id: line.price.subsc_cat_opt_id,
                val: line.price.months,
              },
              months: line.price.months,
              cost: line.price.cost,
              cost_discount: line.price.cost_discount,
              duration_cost: line.price.duration_cost,
              total: line.price.total,
              cart_item: line.item,
            },
          })
          .returning();
        const held = await reserveUnits(
          tx,
          { id: order!.id, duration: line.price.months, costDuration: line.price.total },
          line.prodId,
          line.prodOptIds,
          line.needs,
        );
        if (!held) throw new SoldOut();
        created.push(purOrderView(order!));
      }
      return created;
    });
  const soldOut = (error: unknown) => {
    if (error instanceof SoldOut) return badRequest(PUR_ORDER_FAIL_MESSAGE);
    throw error;
  };
  try {
    return await place();
  } catch (error) {
    const refusal = soldOut(error);
    // The missing unit may be held by an order left unpaid past its hold: those give their units back and
    // the checkout tries once more (the engine's tick frees them too, every minute).
    if ((await releaseExpiredHolds(db, holdMinutes)) === 0) throw refusal;
    return place().catch((again: unknown) => {
      throw soldOut(again);
    });
  }
}
