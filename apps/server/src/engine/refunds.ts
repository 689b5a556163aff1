import { refundRetryAt } from '@shop/domain/billing/billing-schedule';
import { refundRefusal } from '@shop/domain/billing/payment-transitions';
import { moveRecord } from '@shop/domain/billing/record-transitions';
import { STATE } from '@shop/domain/codes/generic-state';
import { PROVIDE_TYPE } from '@shop/domain/codes/provide-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { foundRow } from '../db/found-row';
import { payments, recordSubscs, refunds, subscs } from '../db/schema';
import { badRequest } from '../http/errors';
import { recordsPaidBy } from '../modules/payments/payment-read';
import { step } from '../modules/payments/payment-view';
import { cancelCharge } from '../modules/payments/provider-calls';
import type { EngineDeps } from './engine-deps';
import { notifyRental } from './notify';
import { rentalTitle } from './rental-facts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundEnd = 'settled' | 'retry' | 'failed' | 'busy';

/** Given back so far (settled or still being asked) on a charge. */
async function refundedOn(tx: Db, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.state, STATE.FAIL)));
  return row?.sum ?? 0;
}

/**
 * Step "ask for a refund", in the caller's transaction: written before the provider is asked, so it is
 * never forgotten (the engine asks again until the provider confirms). Refused beyond what is left. The
 * records it gives back are the caller's (an ended order's rounds); without them, a refund that takes the
 * rest of the charge gives back every record the charge paid, and a smaller one leaves them paid (money
 * given back on a round that stays paid).
 */
export async function requestRefund(
  tx: Db,
  input: { paymentId: number; amount: number; reason: string; recordIds?: number[]; now: Date },
): Promise<RefundRow> {
  const payment = await foundRow(
    tx.select().from(payments).where(eq(payments.id, input.paymentId)),
    true,
    '결제 정보를 찾을 수 없습니다.',
  );
  const refundedBefore = await refundedOn(tx, payment.id);
  const refusal = refundRefusal(payment, refundedBefore, input.amount);
  if (refusal) throw badRequest(refusal, { amount: [refusal] });
  // A refund that gives back the rest of the charge gives back what it paid: its rounds become refunded.
  const recordIds =
    input.recordIds ??
    (refundedBefore + input.amount === payment.cost
      ? (await recordsPaidBy(tx, payment.id)).filter((r) => r.state === RECORD_STATE.PAID).map((r) => r.id)
      : []);
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      userId: payment.userId,
      amount: input.amount,
      reason: input.reason,
      state: STATE.PENDING,
      nextTryAt: input.now,
      recordSubscIds: recordIds,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return refund!;
}

/**
 * Asks the provider for a pending refund and records the answer: confirmed → settled, its records
 * refunded and the customer told; the provider does not know the charge → failed for staff to look at;
 * an error → asked again later (1, 5, 15, 60 minutes, then hourly). The attempt is claimed first, so two
 * workers never ask twice at once.
 */
export async function settleRefund(deps: EngineDeps, refundId: number): Promise<RefundEnd> {
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund || refund.state !== STATE.PENDING) return null;
    const attempts = refund.attempts + 1;
    await tx
      .update(refunds)
      .set({ attempts, nextTryAt: refundRetryAt(attempts, now), updatedAt: now })
      .where(eq(refunds.id, refundId));
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
    return { refund, payment: payment! };
  });
  if (!claimed) return 'busy';
  const { refund, payment } = claimed;
  const answer = payment.pmId
    ? await cancelCharge(deps.payments, payment.pmId, refund.reason, refund.amount)
    : { status: 'not_found' as const, resultmsg: '결제 번호가 없습니다.' };
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!current || current.state !== STATE.PENDING) return 'busy';
    const [fresh] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    await tx
      .update(payments)
      .set({
        typeProvide: answer.status === 'cancelled' ? PROVIDE_TYPE.SUBSC_BILL_REFUND : fresh!.typeProvide,
        content: {
          ...fresh!.content,
          steps: [
            ...fresh!.content.steps,
            step(
              'billCancel',
              { resultmsg: answer.resultmsg || '환불 완료', cancel: answer.status, amount: refund.amount },
              now,
            ),
          ],
        },
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (answer.status === 'failed') {
      await tx
        .update(refunds)
        .set({ lastError: answer.resultmsg, updatedAt: now })
        .where(eq(refunds.id, refundId));
      return 'retry';
    }
    if (answer.status === 'not_found') {
      await tx
        .update(refunds)
        .set({ state: STATE.FAIL, lastError: answer.resultmsg, nextTryAt: null, updatedAt: now })
        .where(eq(refunds.id, refundId));
      return 'failed';
    }
    await tx
      .update(refunds)
      .set({ state: STATE.SUCCESS, doneAt: now, nextTryAt: null, lastError: null, updatedAt: now })
      .where(eq(refunds.id, refundId));
    await refundRecords(tx, refund.recordSubscIds);
    // Every settled refund is told, a part of a charge too: the rental of the records the charge paid.
    const subscId = (await recordsPaidBy(tx, payment.id))[0]?.subscId ?? null;
    if (subscId !== null) {
      const [rental] = await tx
        .select({ options: subscs.options })
        .from(subscs)
        .where(eq(subscs.id, subscId));
      await notifyRental(tx, {
        userId: refund.userId,
        subscId,
        config: deps.config,
        now,
        message: {
          kind: 'refunded',
          title: rentalTitle(rental),
          amount: refund.amount,
        },
      });
    }
    return 'settled';
  });
}

async function refundRecords(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.select().from(recordSubscs).where(inArray(recordSubscs.id, ids)).for('update');
  for (const row of rows) {
    const move = moveRecord('refund', { state: row.state }, 'engine');
    if (move.ok)
      await tx.update(recordSubscs).set({ state: move.next.state }).where(eq(recordSubscs.id, row.id));
  }
}

/** The refunds whose next attempt has come, oldest first (the engine's minutely job). */
export async function settleDueRefunds(deps: EngineDeps): Promise<Record<RefundEnd, number>> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.state, STATE.PENDING), lte(refunds.nextTryAt, deps.clock.now())))
    .orderBy(asc(refunds.nextTryAt))
    .limit(500);
  const ends: Record<RefundEnd, number> = { settled: 0, retry: 0, failed: 0, busy: 0 };
  for (const { id } of due) ends[await settleRefund(deps, id)] += 1;
  return ends;
}
