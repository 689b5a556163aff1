import type { Payment } from '@shop/domain/api/payments';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { paymentOrderers, paymentRecords, payments, purOrders, recordSubscs, subscs } from '../../db/schema';
import { notFound } from '../../http/errors';
import { paymentOrdererView, paymentView, subscBrief } from './payment-view';

/** Rentals by id with the title of the order that created them. */
export async function subscBriefs(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof subscBrief>>();
  const rows = await db.select().from(subscs).where(inArray(subscs.id, ids));
  return new Map(
    rows.map((r) => [r.id, subscBrief(r, String((r.options as { title?: string }).title ?? ''))]),
  );
}

/** GET payments/{id}: the caller's own payment, with its orders; `withPaymentOrderer` adds the card links. */
export async function getPayment(
  db: Db,
  userId: number,
  id: number,
  withOrderers: boolean,
): Promise<Payment> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row) throw notFound();
  const orders = await db.select().from(purOrders).where(eq(purOrders.paymentId, id)).orderBy(purOrders.id);
  const subscIds = orders
    .filter((o) => o.ordererType === MORPH_TYPE.SUBSC && o.ordererId !== null)
    .map((o) => o.ordererId!);
  const briefs = await subscBriefs(db, subscIds);
  const view: Payment = {
    ...paymentView(row),
    pur_orders: orders.map((o) => ({
      id: o.id,
      title: o.title,
      cost: o.cost,
      state: o.state,
      orderer_id: o.ordererId,
      orderer_type: o.ordererType,
      orderer: o.ordererId !== null ? (briefs.get(o.ordererId) ?? null) : null,
    })),
  };
  if (withOrderers) {
    const links = subscIds.length
      ? await db
          .select()
          .from(paymentOrderers)
          .where(morphPointsAt(paymentOrderers, 'orderer', MORPH_TYPE.SUBSC, subscIds))
      : [];
    view.payment_orderers = links.map((l) => paymentOrdererView(l, briefs.get(l.ordererId) ?? null));
  }
  return view;
}

/** The records (rounds, a penalty) a charge paid, with their rental and state; none for a charge of no rental. */
export function recordsPaidBy(db: Db, paymentId: number) {
  return db
    .select({ id: recordSubscs.id, subscId: recordSubscs.subscId, state: recordSubscs.state })
    .from(paymentRecords)
    .innerJoin(recordSubscs, eq(recordSubscs.id, paymentRecords.recordSubscId))
    .where(eq(paymentRecords.paymentId, paymentId))
    .orderBy(recordSubscs.id);
}
