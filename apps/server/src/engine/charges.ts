import { movePayment } from '@shop/domain/billing/payment-transitions';
import { moveRecord } from '@shop/domain/billing/record-transitions';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import type { Db } from '../db/client';
import { type ChargePurpose, paymentRecords, payments, recordSubscs } from '../db/schema';
import { step } from '../modules/payments/payment-view';
import { cancelCharge, chargeWithinTimeout } from '../modules/payments/provider-calls';
import { charges as chargeMetrics } from '../observability/metrics';
import type { CardRow } from './rental-card';

export type RecordRow = typeof recordSubscs.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
type Step = ReturnType<typeof step>;

/** A claimed charge: a pending payment for some records of one rental, not yet sent to the provider. */
export type PendingCharge = {
  paymentId: number;
  pmId: string;
  amount: number;
  interest: number;
  title: string;
  billKey: string;
  userId: number;
  subscId: number;
  purpose: ChargePurpose;
};

export type ChargeResult = { paid: true; steps: Step[] } | { paid: false; reason: string; steps: Step[] };

/**
 * Step "claim": a pending payment for `records` plus `interest`, linked to each record, written in the
 * caller's transaction (which holds the rental's lock). `pmId` is our id at the provider: given for a
 * monthly round (derived from the rental and the round, so a second claim cannot exist), else made here.
 */
export async function insertPendingCharge(
  tx: Db,
  input: {
    provider: string;
    userId: number;
    subscId: number;
    card: CardRow;
    records: RecordRow[];
    interest: number;
    title: string;
    purpose: ChargePurpose;
    pmId?: string;
    now: Date;
  },
): Promise<PendingCharge> {
  const amount = input.records.reduce((sum, r) => sum + r.cost, 0) + input.interest;
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: input.userId,
      type: PAYMENT_TYPE.BILL,
      state: STATE.PENDING,
      title: input.title,
      cost: amount,
      interest: input.interest,
      provider: input.provider,
      pmId: input.pmId ?? null,
      paymentBillAuthId: input.card.id,
      billKey: input.card.billKey,
      cardCode: input.card.cardCode,
      cardNumber: input.card.cardNumber,
      content: { steps: [], purpose: input.purpose },
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: payments.id });
  const paymentId = payment!.id;
  const pmId = input.pmId ?? `${input.purpose}_${paymentId}_${input.now.getTime().toString(36)}`;
  if (!input.pmId) await tx.update(payments).set({ pmId }).where(eq(payments.id, paymentId));
  if (input.records.length) {
    await tx
      .insert(paymentRecords)
      .values(input.records.map((r) => ({ paymentId, recordSubscId: r.id })))
      .onConflictDoNothing();
  }
  return {
    paymentId,
    pmId,
    amount,
    interest: input.interest,
    title: input.title,
    billKey: input.card.billKey!,
    userId: input.userId,
    subscId: input.subscId,
    purpose: input.purpose,
  };
}

/** Step "charge": the provider call with the card's billing key, reconciled when no answer came. */
export async function chargeAndReconcile(
  gateway: PaymentGateway,
  charge: PendingCharge,
  timeoutMs: number,
  now: Date,
): Promise<ChargeResult> {
  const outcome = await chargeWithinTimeout(
    gateway,
    {
      paymentId: charge.pmId,
      billingKey: charge.billKey,
      amount: charge.amount,
      orderName: charge.title,
      customerId: String(charge.userId),
    },
    timeoutMs,
  );
  if (outcome.status === 'paid') {
    return {
      paid: true,
      steps: [step('billPay', { resultcode: '00', resultmsg: '정상 승인', pgTxId: outcome.pgTxId }, now)],
    };
  }
  if (outcome.status === 'declined') {
    return {
      paid: false,
      reason: outcome.resultmsg,
      steps: [step('billPay', { resultcode: outcome.resultcode, resultmsg: outcome.resultmsg }, now)],
    };
  }
  return reconcileUnknown(gateway, charge.pmId, outcome.resultmsg, now, [
    step('billPay', { resultmsg: outcome.resultmsg, ...outcome.raw }, now),
  ]);
}

/**
 * A charge whose fate is unknown (no answer in time, or a server that stopped before recording it): read
 * it back at the provider. Paid stays paid; anything else is cancelled there, so it cannot land later.
 */
export async function reconcileUnknown(
  gateway: PaymentGateway,
  pmId: string,
  reason: string,
  now: Date,
  steps: Step[] = [],
): Promise<ChargeResult> {
  const read = await gateway.getPayment(pmId).catch((error: unknown) => {
    steps.push(step('billRead', { resultmsg: '결제 조회 실패', error: String(error) }, now));
    return null;
  });
  if (read?.status === 'paid') {
    return {
      paid: true,
      steps: [...steps, step('billRead', { resultmsg: '결제 확인', pgTxId: read.pgTxId }, now)],
    };
  }
  const cancel = await cancelCharge(gateway, pmId, '응답 없는 결제 자동 취소');
  return {
    paid: false,
    reason,
    steps: [
      ...steps,
      step('billCancel', { resultmsg: reason, cancel: cancel.status, cancelmsg: cancel.resultmsg }, now),
    ],
  };
}

/**
 * Step "record": the pending payment becomes paid or failed, and its records with it (paid, or unpaid for
 * the ones being charged for the first time), in the caller's transaction. Null when the payment was no
 * longer pending: someone else settled it first, and nothing is written twice.
 */
export async function settleCharge(
  tx: Db,
  paymentId: number,
  result: ChargeResult,
  now: Date,
): Promise<{ payment: PaymentRow; records: RecordRow[] } | null> {
  const next = movePayment(result.paid ? 'paid' : 'failed', { state: STATE.PENDING }, 'engine');
  if (!next.ok) return null;
  const [payment] = await tx
    .update(payments)
    .set({
      state: next.next.state,
      paidAt: result.paid ? now : null,
      updatedAt: now,
      content: sql`jsonb_set(${payments.content}, '{steps}', coalesce(${payments.content}->'steps', '[]'::jsonb) || ${JSON.stringify(result.steps)}::jsonb)`,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.state, STATE.PENDING)))
    .returning();
  if (!payment) return null;
  chargeMetrics.inc({ outcome: result.paid ? 'paid' : 'failed' });
  // The records move as the record machine allows (paid from pending or unpaid; unpaid only from pending).
  const move = result.paid ? 'chargePaid' : 'chargeDeclined';
  const from = Object.values(RECORD_STATE).filter((state) => moveRecord(move, { state }, 'engine').ok);
  const to = result.paid ? RECORD_STATE.PAID : RECORD_STATE.UNPAID;
  const moved = await tx
    .update(recordSubscs)
    .set({ state: to, paymentId, paidAt: result.paid ? now : null })
    .where(
      and(
        inArray(
          recordSubscs.id,
          tx
            .select({ id: paymentRecords.recordSubscId })
            .from(paymentRecords)
            .where(eq(paymentRecords.paymentId, paymentId)),
        ),
        inArray(recordSubscs.state, from),
      ),
    )
    .returning();
  const untouched = result.paid ? [] : await recordsOfPayment(tx, paymentId);
  const records = [...moved, ...untouched.filter((r) => !moved.some((m) => m.id === r.id))];
  return { payment, records };
}

/** The records a payment was for, with their current states. */
export async function recordsOfPayment(tx: Db, paymentId: number): Promise<RecordRow[]> {
  const links = await tx
    .select({ id: paymentRecords.recordSubscId })
    .from(paymentRecords)
    .where(eq(paymentRecords.paymentId, paymentId));
  if (links.length === 0) return [];
  return tx
    .select()
    .from(recordSubscs)
    .where(
      inArray(
        recordSubscs.id,
        links.map((l) => l.id),
      ),
    );
}

export const isUnpaidRecord = (r: Pick<RecordRow, 'state'>) => r.state === RECORD_STATE.UNPAID;

/**
 * A rental's charge found pending after its server stopped: read at the provider. Paid is recorded as
 * paid; one the provider never saw is charged now under the same id (so the customer does not owe interest
 * because our server stopped); anything else is cancelled there and recorded as failed.
 */
export async function resumeCharge(
  gateway: PaymentGateway,
  payment: PaymentRow,
  timeoutMs: number,
  now: Date,
  reason: string,
): Promise<ChargeResult> {
  const read = await gateway.getPayment(payment.pmId!).catch(() => null);
  if (read?.status === 'not_found' && payment.billKey) {
    return chargeAndReconcile(
      gateway,
      {
        paymentId: payment.id,
        pmId: payment.pmId!,
        amount: payment.cost,
        interest: payment.interest,
        title: payment.title,
        billKey: payment.billKey,
        userId: payment.userId,
        subscId: 0,
        purpose: payment.content.purpose ?? 'round',
      },
      timeoutMs,
      now,
    );
  }
  return reconcileUnknown(gateway, payment.pmId!, reason, now);
}
