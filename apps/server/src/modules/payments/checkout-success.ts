import { secondRoundDueAt } from '@shop/domain/billing/billing-schedule';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { orderCompleteVariables } from '@shop/domain/notifications/rental-messages';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { payments, type purOrders } from '../../db/schema';
import { queueMessage } from '../../notifications/queue-messages';

/** Ours (the documents number no ship types): a delivery for installation. */
export const SHIP_TYPE_DELIVERY = 100;

type Order = typeof purOrders.$inferSelect;
type Orderable = {
  local_id?: string;
  months?: number;
  total?: number;
  subsc_cat?: { id?: number | null };
  /** The paid add-ons the order priced in (order-lines.ts); the rental keeps them. */
  add_ons?: unknown[];
};

/**
 * Step "record the paid checkout", one transaction after the provider said paid: the payment and orders
 * paid, and per order its rental (with history), its units moved from the order to the rental, a delivery
 * to the order's address, the card that pays it, the first monthly record, the agreements; the ordered
 * items leave the cart. Its undo is the charge's cancel (the caller's), since nothing here is committed
 * unless all of it is. Returns the paid payment.
 */
export async function recordPaidCheckout(
  db: Db,
  input: {
    userId: number;
    paymentId: number;
    cardPaymentId: number;
    orders: Order[];
    docs: { id: number; type: number }[];
    step: { at: string; name: string; instance: string };
    now: Date;
    /** Where the order-complete message links, and how messages go out. */
    config: Pick<Config, 'publicUrl' | 'messages'>;
  },
): Promise<typeof payments.$inferSelect> {
  return db.transaction(async (tx) => {
    const { now } = input;
    // The step is appended in the update itself: one statement, and the paid row comes back for the answer.
    const [payment] = await tx
      .update(payments)
      .set({
        state: PAYMENT_STATE.BILL_SUCCESS,
        paidAt: now,
        updatedAt: now,
        content: sql`jsonb_set(${payments.content}, '{steps}',
          coalesce(${payments.content} -> 'steps', '[]'::jsonb) || ${JSON.stringify([input.step])}::jsonb)`,
      })
      .where(eq(payments.id, input.paymentId))
      .returning();
    const rentals: { subscId: number; title: string }[] = [];
    for (const order of input.orders) {
      const subscId = await recordPaidOrder(tx, order, input);
      rentals.push({ subscId, title: order.title });
    }
    await queueMessage(
      tx,
      {
        kind: 'orderComplete',
        userId: input.userId,
        variables: orderCompleteVariables(rentals, payment!.cost),
      },
      { config: input.config, now },
    );
    return payment!;
  });
}

type PaidCheckout = Parameters<typeof recordPaidCheckout>[1];

/**
 * One paid order's records as one statement (data-modifying CTEs fed by the new rental's id), not nine round
 * trips: its rental (with history), the order paid and pointing at the rental, its units' holders moved from
 * the order to the rental, a delivery to the order's address (copied from the address row), the card that
 * pays it, round 1 paid by this payment with its payment record, the agreements, and the order's item taken
 * out of the cart. The caller's transaction holds it with the rest of the step. Returns the rental's id.
 */
async function recordPaidOrder(tx: Db, order: Order, input: PaidCheckout): Promise<number> {
  const { now, userId } = input;
  const at = now.toISOString();
  const orderable = order.orderable as Orderable;
  const months = orderable.months ?? 12;
  const options = { pur_order_id: order.id, title: order.title, add_ons: orderable.add_ons ?? [] };
  const docs = input.docs.map((doc) => ({ id: doc.id, type: doc.type }));
  // Round 1 is this payment; the engine charges round 2 a month later (next_at, re-anchored on the
  // installation day once the rental starts).
  const result = await tx.execute<{ id: number }>(sql`
    with subsc as (
      insert into subscs (user_id, subsc_cat_id, state, state_req, duration, cost, cost_duration, next_at,
        options, created_at, updated_at)
      values (${userId}::int, ${orderable.subsc_cat?.id ?? null}::int, ${SUBSC_STATE.INIT_APPLY}::int,
        ${SUBSC_STATE_REQ.INIT_APPLY_INIT}::int, ${months}::int, ${order.cost}::int,
        ${orderable.total ?? order.cost * months}::int,
        ${secondRoundDueAt(now).toISOString()}::timestamptz, ${JSON.stringify(options)}::jsonb,
        ${at}::timestamptz, ${at}::timestamptz)
      returning id
    ), history as (
      insert into subsc_histories (subsc_id, state, state_req, note, created_at)
      select id, ${SUBSC_STATE.INIT_APPLY}::int, ${SUBSC_STATE_REQ.INIT_APPLY_INIT}::int, ${'결제 완료'}::text,
        ${at}::timestamptz
      from subsc
    ), paid_order as (
      update pur_orders set state = ${PUR_ORDER_STATE.BILL_SUCCESS}::int, orderer_type = ${MORPH_TYPE.SUBSC}::int,
        orderer_id = subsc.id, updated_at = ${at}::timestamptz
      from subsc where pur_orders.id = ${order.id}::int
    ), holders as (
      update prod_orderers set orderer_type = ${MORPH_TYPE.SUBSC}::int, orderer_id = subsc.id
      from subsc
      where prod_orderers.pur_order_id = ${order.id}::int and prod_orderers.orderer_type = ${MORPH_TYPE.PUR_ORDER}::int
    ), delivery as (
      insert into ships (user_id, shippable_type, shippable_id, type, state, spot_set, spot_set_code,
        spot_set_desc, spot_set_tel, spot_set_user_name, options)
      select ${userId}::int, ${MORPH_TYPE.SUBSC}::int, subsc.id, ${SHIP_TYPE_DELIVERY}::int,
        ${SHIP_STATE.RESERVATION}::int, spot.addr, spot.addr_code, spot.addr_desc, spot.tel, spot.name,
        ${JSON.stringify({ spot_id: order.spotId })}::jsonb
      from subsc left join spots spot on spot.id = ${order.spotId}::int
    ), card as (
      insert into payment_orderers (payment_id, orderer_type, orderer_id, state)
      select ${input.cardPaymentId}::int, ${MORPH_TYPE.SUBSC}::int, id, ${STATE.ENABLE}::int from subsc
    ), round as (
      insert into record_subscs (subsc_id, payment_id, kind, round, state, cost, due_at, paid_at, content,
        created_at)
      select id, ${input.paymentId}::int, 'round', 1, ${RECORD_STATE.PAID}::int, ${order.cost}::int,
        ${at}::timestamptz, ${at}::timestamptz, ${JSON.stringify([{ cost: order.cost, created_at: at }])}::jsonb,
        ${at}::timestamptz
      from subsc
      returning id
    ), round_payment as (
      insert into payment_records (payment_id, record_subsc_id) select ${input.paymentId}::int, id from round
    ), agreements as (
      insert into doc_confirmables (doc_id, state, confirmable_type, confirmable_id, type, user_id)
      select doc.id, ${STATE.ENABLE}::int, ${MORPH_TYPE.SUBSC}::int, subsc.id, doc.type, ${userId}::int
      from subsc cross join jsonb_to_recordset(${JSON.stringify(docs)}::jsonb) as doc(id int, type int)
    ), cart_item as (
      delete from carts where user_id = ${userId}::int and local_id = ${orderable.local_id ?? null}::text
    )
    select id from subsc`);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return Number(rows[0]!.id);
}
