import type { RentalPayment } from '@shop/domain/api/admin/rentals';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE, PAYMENT_STATE_LABEL } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, asc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRecords, payments, purOrders, recordSubscs, refunds } from '../../db/schema';

export type RentalPaymentRow = typeof payments.$inferSelect & {
  stateLabel: string;
  refunds: (typeof refunds.$inferSelect)[];
};

/** Charges with their refunds (failed refunds left out), oldest first. */
export async function paymentsWithRefunds(db: Db, where: SQL | undefined): Promise<RentalPaymentRow[]> {
  const rows = await db.select().from(payments).where(where).orderBy(asc(payments.id));
  const ids = rows.map((p) => p.id);
  const given = ids.length
    ? await db
        .select()
        .from(refunds)
        .where(and(inArray(refunds.paymentId, ids), ne(refunds.state, STATE.FAIL)))
    : [];
  return rows.map((p) => ({
    ...p,
    stateLabel: PAYMENT_STATE_LABEL[p.state] ?? String(p.state),
    refunds: given.filter((r) => r.paymentId === p.id),
  }));
}

/**
 * The charges that paid this rental's records (rounds, penalty) and its AS repairs (a charge without
 * records, ordered for the rental), with their refunds.
 */
export async function rentalPayments(db: Db, subscId: number): Promise<RentalPaymentRow[]> {
  const [linked, repairs] = await Promise.all([
    db
      .selectDistinct({ paymentId: paymentRecords.paymentId })
      .from(paymentRecords)
      .innerJoin(recordSubscs, eq(recordSubscs.id, paymentRecords.recordSubscId))
      .where(eq(recordSubscs.subscId, subscId)),
    db
      .select({ paymentId: purOrders.paymentId })
      .from(purOrders)
      .where(
        and(
          eq(purOrders.orderableType, MORPH_TYPE.CARE),
          eq(purOrders.ordererType, MORPH_TYPE.SUBSC),
          eq(purOrders.ordererId, subscId),
          isNotNull(purOrders.paymentId),
        ),
      ),
  ]);
  const ids = [...new Set([...linked, ...repairs].map((l) => l.paymentId!))];
  if (ids.length === 0) return [];
  return paymentsWithRefunds(db, and(inArray(payments.id, ids), eq(payments.type, PAYMENT_TYPE.BILL)));
}

export function rentalPaymentView(p: RentalPaymentRow): RentalPayment {
  const refunded = p.refunds.reduce((sum, r) => sum + r.amount, 0);
  const paid = p.state === PAYMENT_STATE.BILL_SUCCESS;
  return {
    id: p.id,
    title: p.title,
    cost: p.cost,
    state: p.state,
    state_label: refunded > 0 ? (refunded >= p.cost ? '전액 환불' : '부분 환불') : p.stateLabel,
    paid_at: p.paidAt?.toISOString() ?? null,
    refunded,
    refundable: paid ? Math.max(0, p.cost - refunded) : 0,
  };
}
