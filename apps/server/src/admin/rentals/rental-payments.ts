import type { RentalPayment } from '@shop/domain/api/admin/rentals';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE, PAYMENT_STATE_LABEL } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, asc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRecords, payments, purOrders, recordSubscs, refunds } from '../../db/schema';
import { type RefundSums, refundSums } from '../../modules/billing/refund-sums';

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

/** How a charge reads with its refunds: one the card company has not confirmed is under way, not done. */
function refundedLabel(p: RentalPaymentRow, { refunded, refunding }: RefundSums): string {
  if (refunding > 0) return '환불 진행중';
  if (refunded > 0) return refunded >= p.cost ? '전액 환불' : '부분 환불';
  return p.stateLabel;
}

export function rentalPaymentView(p: RentalPaymentRow): RentalPayment {
  const sums = refundSums(p.refunds);
  const paid = p.state === PAYMENT_STATE.BILL_SUCCESS;
  return {
    id: p.id,
    title: p.title,
    cost: p.cost,
    state: p.state,
    state_label: refundedLabel(p, sums),
    paid_at: p.paidAt?.toISOString() ?? null,
    ...sums,
    // A refund under way is already promised back: it is not refundable again.
    refundable: paid ? Math.max(0, p.cost - sums.refunded - sums.refunding) : 0,
  };
}
