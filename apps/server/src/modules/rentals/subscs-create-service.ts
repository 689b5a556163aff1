import type { SubscCreated } from '@shop/domain/api/subscs';
import { SUBSC_CREATE_FAIL_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, purOrders, subscs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { subscViews } from './subsc-view';

/** The orders a payment paid that became rentals. */
const paidRentalOrders = (paymentId: number) =>
  and(eq(purOrders.paymentId, paymentId), eq(purOrders.ordererType, MORPH_TYPE.SUBSC));

/**
 * POST subscs: the rentals a paid checkout created, confirmed for the complete page: each with its order
 * number, its delivery address, what was ordered and its paid add-ons (read as the rental detail reads
 * them). The payment's own transaction created them, so this only reads: calling it again gives the same
 * answer.
 */
export async function confirmSubscs(db: Db, userId: number, paymentId: number): Promise<SubscCreated[]> {
  // One round trip for the three reads: the payment (whose owner check decides), its orders and their rentals.
  const [[payment], orders, rows] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(
        and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.type, PAYMENT_TYPE.BILL)),
      ),
    db.select().from(purOrders).where(paidRentalOrders(paymentId)).orderBy(purOrders.id),
    db
      .select(getTableColumns(subscs))
      .from(subscs)
      .innerJoin(purOrders, eq(purOrders.ordererId, subscs.id))
      .where(paidRentalOrders(paymentId)),
  ]);
  if (!payment) throw notFound();
  if (payment.state !== PAYMENT_STATE.BILL_SUCCESS) throw badRequest(SUBSC_CREATE_FAIL_MESSAGE);
  if (rows.length === 0) throw badRequest(SUBSC_CREATE_FAIL_MESSAGE);
  const views = await subscViews(db, rows);
  return orders.map((order) => {
    const s = rows.find((r) => r.id === order.ordererId)!;
    const view = views.find((v) => v.id === s.id)!;
    return {
      id: s.id,
      cost: s.cost,
      cost_duration: s.costDuration,
      duration: s.duration,
      state: s.state,
      state_req: s.stateReq,
      subsc_cat_id: s.subscCatId,
      user_id: s.userId,
      pur_order_id: order.id,
      ship_id: view.ships_last?.id ?? null,
      title: order.title,
      created_at: s.createdAt.toISOString(),
      order_number: view.order_number,
      ship: view.ships_last,
      prod_orderers: view.prod_orderers,
      add_ons: view.add_ons,
    };
  });
}
