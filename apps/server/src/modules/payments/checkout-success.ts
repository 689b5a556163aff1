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
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  carts,
  docConfirmables,
  paymentOrderers,
  paymentRecords,
  payments,
  prodOrderers,
  purOrders,
  recordSubscs,
  ships,
  spots,
  subscHistories,
  subscs,
} from '../../db/schema';
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
    const spotIds = [...new Set(input.orders.map((o) => o.spotId).filter((id): id is number => id !== null))];
    const spotRows = spotIds.length ? await tx.select().from(spots).where(inArray(spots.id, spotIds)) : [];

    const rentals: { subscId: number; title: string }[] = [];
    for (const order of input.orders) {
      const orderable = order.orderable as Orderable;
      const months = orderable.months ?? 12;
      const [subsc] = await tx
        .insert(subscs)
        .values({
          userId: input.userId,
          subscCatId: orderable.subsc_cat?.id ?? null,
          state: SUBSC_STATE.INIT_APPLY,
          stateReq: SUBSC_STATE_REQ.INIT_APPLY_INIT,
          duration: months,
          cost: order.cost,
          costDuration: orderable.total ?? order.cost * months,
          // Round 1 is this payment; the engine charges round 2 a month later (re-anchored on the
          // installation day once the rental starts).
          nextAt: secondRoundDueAt(now),
          options: { pur_order_id: order.id, title: order.title, add_ons: orderable.add_ons ?? [] },
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const subscId = subsc!.id;
      rentals.push({ subscId, title: order.title });
      await tx.insert(subscHistories).values({
        subscId,
        state: SUBSC_STATE.INIT_APPLY,
        stateReq: SUBSC_STATE_REQ.INIT_APPLY_INIT,
        note: '결제 완료',
        createdAt: now,
      });
      await tx
        .update(purOrders)
        .set({
          state: PUR_ORDER_STATE.BILL_SUCCESS,
          ordererType: MORPH_TYPE.SUBSC,
          ordererId: subscId,
          updatedAt: now,
        })
        .where(eq(purOrders.id, order.id));
      await tx
        .update(prodOrderers)
        .set({ ordererType: MORPH_TYPE.SUBSC, ordererId: subscId })
        .where(
          and(eq(prodOrderers.purOrderId, order.id), eq(prodOrderers.ordererType, MORPH_TYPE.PUR_ORDER)),
        );
      const spot = spotRows.find((s) => s.id === order.spotId);
      await tx.insert(ships).values({
        userId: input.userId,
        shippableType: MORPH_TYPE.SUBSC,
        shippableId: subscId,
        type: SHIP_TYPE_DELIVERY,
        state: SHIP_STATE.RESERVATION,
        spotSet: spot?.addr ?? null,
        spotSetCode: spot?.addrCode ?? null,
        spotSetDesc: spot?.addrDesc ?? null,
        spotSetTel: spot?.tel ?? null,
        spotSetUserName: spot?.name ?? null,
        options: { spot_id: order.spotId },
      });
      await tx.insert(paymentOrderers).values({
        paymentId: input.cardPaymentId,
        ordererType: MORPH_TYPE.SUBSC,
        ordererId: subscId,
        state: STATE.ENABLE,
      });
      const [round] = await tx
        .insert(recordSubscs)
        .values({
          subscId,
          paymentId: input.paymentId,
          kind: 'round',
          round: 1,
          state: RECORD_STATE.PAID,
          cost: order.cost,
          dueAt: now,
          paidAt: now,
          content: [{ cost: order.cost, created_at: now.toISOString() }],
          createdAt: now,
        })
        .returning({ id: recordSubscs.id });
      await tx.insert(paymentRecords).values({ paymentId: input.paymentId, recordSubscId: round!.id });
      if (input.docs.length) {
        await tx.insert(docConfirmables).values(
          input.docs.map((doc) => ({
            docId: doc.id,
            state: STATE.ENABLE,
            confirmableType: MORPH_TYPE.SUBSC,
            confirmableId: subscId,
            type: doc.type,
            userId: input.userId,
          })),
        );
      }
    }
    const localIds = input.orders
      .map((o) => (o.orderable as Orderable).local_id)
      .filter((id): id is string => typeof id === 'string');
    if (localIds.length) {
      await tx.delete(carts).where(and(eq(carts.userId, input.userId), inArray(carts.localId, localIds)));
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
