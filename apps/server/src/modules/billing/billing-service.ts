import type { BillingPayment } from '@shop/domain/api/billing';
import { maskCardNumber } from '@shop/domain/checkout/card-mask';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { paymentRecords, payments, purOrders, recordSubscs, refunds, subscs } from '../../db/schema';
import { notFound } from '../../http/errors';
import { paymentView } from '../payments/payment-view';

export const SUBSC_NOT_FOUND = '렌탈 정보를 찾을 수 없습니다.';

const REFUND_STATE_TITLE: Record<number, string> = {
  [STATE.SUCCESS]: '환불 완료',
  [STATE.PENDING]: '환불 진행중',
  [STATE.FAIL]: '환불 확인중',
};

const isSubscType = (value: string) => value === 'subscription' || value === String(MORPH_TYPE.SUBSC);

/**
 * GET payments?orderer_id&orderer_type&type=bill: the charges of one of the caller's rentals (the first
 * instalment, monthly rounds, overdue settlements and penalties, paid or failed), newest first, each with
 * the records it was for, the interest it included and the refunds made on it. The card number only
 * leaves masked, the billing key never.
 */
export async function listRentalPayments(
  db: Db,
  userId: number,
  query: { orderer_id: number; orderer_type: string; type?: string | undefined },
): Promise<BillingPayment[]> {
  const [rental] = isSubscType(query.orderer_type)
    ? await db
        .select({ id: subscs.id })
        .from(subscs)
        .where(and(eq(subscs.id, query.orderer_id), eq(subscs.userId, userId)))
    : [];
  if (!rental) throw notFound(SUBSC_NOT_FOUND);
  const [links, orders] = await Promise.all([
    db
      .select({ paymentId: paymentRecords.paymentId, record: recordSubscs })
      .from(paymentRecords)
      .innerJoin(recordSubscs, eq(recordSubscs.id, paymentRecords.recordSubscId))
      .where(eq(recordSubscs.subscId, rental.id)),
    db
      .select({ paymentId: purOrders.paymentId })
      .from(purOrders)
      .where(
        and(morphPointsAt(purOrders, 'orderer', MORPH_TYPE.SUBSC, rental.id), isNotNull(purOrders.paymentId)),
      ),
  ]);
  const ids = [...new Set([...links.map((l) => l.paymentId), ...orders.map((o) => o.paymentId!)])];
  if (ids.length === 0) return [];
  const type = query.type?.toLowerCase();
  const [rows, refundRows] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.id, ids),
          eq(payments.userId, userId),
          type === 'bill' || type === String(PAYMENT_TYPE.BILL)
            ? eq(payments.type, PAYMENT_TYPE.BILL)
            : undefined,
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id)),
    db.select().from(refunds).where(inArray(refunds.paymentId, ids)).orderBy(asc(refunds.id)),
  ]);
  return rows.map((row) => {
    const charge = paymentView(row);
    return {
      ...charge,
      interest: row.interest,
      // This history goes to the customer's rental pages: the card number masked, no card fingerprint.
      pays: {
        ...charge.pays,
        bill_key: null,
        cardNumber: row.cardNumber ? maskCardNumber(row.cardNumber) : null,
      },
      record_subscs: links
        .filter((l) => l.paymentId === row.id)
        .map(({ record: r }) => ({
          id: r.id,
          kind: r.kind,
          round: r.round,
          state: r.state,
          cost: r.cost,
          due_at: r.dueAt.toISOString(),
          paid_at: r.paidAt?.toISOString() ?? null,
        }))
        .sort((a, b) => a.round - b.round),
      // Another rental's refund on a shared checkout charge is not this one's business.
      refunds: refundRows
        .filter((f) => f.paymentId === row.id && f.userId === userId)
        .filter(
          (f) => f.recordSubscIds.length === 0 || links.some((l) => f.recordSubscIds.includes(l.record.id)),
        )
        .map((f) => ({
          id: f.id,
          cost: f.amount,
          state: f.state,
          state_title: REFUND_STATE_TITLE[f.state] ?? '환불 진행중',
          reason: f.reason,
          created_at: f.createdAt.toISOString(),
          done_at: f.doneAt?.toISOString() ?? null,
        })),
    };
  });
}
