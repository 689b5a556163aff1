import type { RentalPayment } from '@shop/domain/api/admin/rentals';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE, PAYMENT_STATE_LABEL } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRecords, payments, recordSubscs, refunds } from '../../db/schema';

export type RentalPaymentRow = typeof payments.$inferSelect & {
  stateLabel: string;
  refunds: (typeof refunds.$inferSelect)[];
};

/** The charges that paid this rental's records (rounds, penalty), with their refunds. */
export async function rentalPayments(db: Db, subscId: number): Promise<RentalPaymentRow[]> {
  const linked = await db
    .selectDistinct({ paymentId: paymentRecords.paymentId })
    .from(paymentRecords)
    .innerJoin(recordSubscs, eq(recordSubscs.id, paymentRecords.recordSubscId))
    .where(eq(recordSubscs.subscId, subscId));
  const ids = linked.map((l) => l.paymentId);
  if (ids.length === 0) return [];
  const [rows, given] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.id, ids), eq(payments.type, PAYMENT_TYPE.BILL)))
      .orderBy(asc(payments.id)),
    db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.paymentId, ids), ne(refunds.state, STATE.FAIL))),
  ]);
  return rows.map((p) => ({
    ...p,
    stateLabel: PAYMENT_STATE_LABEL[p.state] ?? String(p.state),
    refunds: given.filter((r) => r.paymentId === p.id),
  }));
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
