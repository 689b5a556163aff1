import { UNPAID_RETRY_FAILED_MESSAGE } from '@shop/domain/api/billing';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/client';
import { paymentOrderers, payments, purOrders, recordSubscs, subscHistories, subscs } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { step } from '../payments/payment-view';
import { cancelCharge, chargeWithinTimeout } from '../payments/provider-calls';

export const SUBSC_NOT_FOUND = '렌탈 정보를 찾을 수 없습니다.';
export const NOTHING_UNPAID_MESSAGE = '미납된 결제가 없습니다.';
export const NO_CARD_MESSAGE = '결제 카드가 등록되어 있지 않습니다.';
export const RETRY_IN_PROGRESS_MESSAGE = '결제를 진행하고 있습니다. 잠시 후 다시 확인해 주세요.';

/**
 * Step "claim": under the rental's lock, the unpaid rounds and the rental's card are read and a pending
 * charge with its purchase order is written, its id kept on the rental so a second retry waits for this one.
 */
export async function claimRetry(db: Db, userId: number, subscId: number, provider: string) {
  return db.transaction(async (tx) => {
    const [rental] = await tx
      .select()
      .from(subscs)
      .where(and(eq(subscs.id, subscId), eq(subscs.userId, userId)))
      .for('update');
    if (!rental) throw notFound(SUBSC_NOT_FOUND);
    const claimed = rental.options.unpaid_retry_payment_id as number | undefined;
    if (claimed) {
      const [pending] = await tx.select().from(payments).where(eq(payments.id, claimed));
      if (pending?.state === STATE.PENDING) throw conflict(RETRY_IN_PROGRESS_MESSAGE);
    }
    const unpaid = await tx
      .select()
      .from(recordSubscs)
      .where(and(eq(recordSubscs.subscId, subscId), eq(recordSubscs.state, PUR_ORDER_STATE.BILL_UNPAID)))
      .orderBy(asc(recordSubscs.round));
    if (unpaid.length === 0)
      throw badRequest(UNPAID_RETRY_FAILED_MESSAGE, { subsc_id: [NOTHING_UNPAID_MESSAGE] });
    const [card] = await tx
      .select({ payment: payments })
      .from(paymentOrderers)
      .innerJoin(payments, eq(payments.id, paymentOrderers.paymentId))
      .where(
        and(
          eq(paymentOrderers.ordererType, MORPH_TYPE.SUBSC),
          eq(paymentOrderers.ordererId, subscId),
          eq(paymentOrderers.state, STATE.ENABLE),
          eq(payments.state, PAYMENT_STATE.BILL_AUTH_SUCCESS),
          isNotNull(payments.billKey),
        ),
      )
      .orderBy(desc(paymentOrderers.id))
      .limit(1);
    if (!card) throw badRequest(UNPAID_RETRY_FAILED_MESSAGE, { payment: [NO_CARD_MESSAGE] });
    const amount = unpaid.reduce((sum, r) => sum + r.cost, 0);
    const title = `${(rental.options.title as string | undefined) ?? '렌탈'} 미납 ${unpaid.map((r) => `${r.round}회차`).join(', ')}`;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        type: PAYMENT_TYPE.BILL,
        state: STATE.PENDING,
        title,
        cost: amount,
        provider,
        paymentBillAuthId: card.payment.id,
        billKey: card.payment.billKey,
        cardCode: card.payment.cardCode,
        cardNumber: card.payment.cardNumber,
      })
      .returning();
    const pmId = `unpaid_${payment!.id}_${payment!.createdAt.getTime().toString(36)}`;
    await tx.update(payments).set({ pmId }).where(eq(payments.id, payment!.id));
    const [order] = await tx
      .insert(purOrders)
      .values({
        userId,
        paymentId: payment!.id,
        orderableType: MORPH_TYPE.RECORD_SUBSC,
        orderableId: unpaid[0]!.id,
        orderable: { record_subsc_ids: unpaid.map((r) => r.id) },
        ordererType: MORPH_TYPE.SUBSC,
        ordererId: subscId,
        title,
        cost: amount,
        typePay: PAYMENT_TYPE.BILL,
        state: PUR_ORDER_STATE.BILL_UNPAID,
      })
      .returning({ id: purOrders.id });
    await tx
      .update(subscs)
      .set({ options: { ...rental.options, unpaid_retry_payment_id: payment!.id } })
      .where(eq(subscs.id, subscId));
    return {
      rental,
      unpaid,
      amount,
      title,
      paymentId: payment!.id,
      pmId,
      orderId: order!.id,
      billKey: card.payment.billKey!,
    };
  });
}

/**
 * POST recordPurOrderUnpaids: charges the overdue rounds again with the rental's card through the payments
 * adapter. Paid: one transaction marks the charge paid, the rounds paid (the rental back to ENABLE if it
 * was paused) with a history row. Declined or unanswered: the charge is cancelled at the provider when its
 * fate is unknown, the attempt is kept as a failed charge, and the customer gets 400. Only the rounds are
 * charged; the documents' 1% overdue interest is shown, not charged.
 */
export async function retryUnpaid(
  db: Db,
  gateway: PaymentGateway,
  options: { timeoutMs: number },
  userId: number,
  subscId: number,
) {
  const claim = await claimRetry(db, userId, subscId, gateway.provider);
  const outcome = await chargeWithinTimeout(
    gateway,
    {
      paymentId: claim.pmId,
      billingKey: claim.billKey,
      amount: claim.amount,
      orderName: claim.title,
      customerId: String(userId),
    },
    options.timeoutMs,
  );
  const now = new Date();
  const recordIds = claim.unpaid.map((r) => r.id);
  if (outcome.status === 'paid') {
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({
          state: PAYMENT_STATE.BILL_SUCCESS,
          paidAt: now,
          updatedAt: now,
          content: {
            steps: [step('billPay', { resultcode: '00', resultmsg: '정상 승인', pgTxId: outcome.pgTxId })],
          },
        })
        .where(eq(payments.id, claim.paymentId));
      await tx
        .update(purOrders)
        .set({ state: PUR_ORDER_STATE.BILL_SUCCESS, updatedAt: now })
        .where(eq(purOrders.id, claim.orderId));
      await tx
        .update(recordSubscs)
        .set({ state: PUR_ORDER_STATE.BILL_SUCCESS, paidAt: now })
        .where(and(inArray(recordSubscs.id, recordIds), eq(recordSubscs.state, PUR_ORDER_STATE.BILL_UNPAID)));
      const [rental] = await tx.select().from(subscs).where(eq(subscs.id, subscId)).for('update');
      const state = rental!.state === SUBSC_STATE.PAUSE ? SUBSC_STATE.ENABLE : rental!.state;
      const { unpaid_retry_payment_id: _, ...rest } = rental!.options;
      await tx.update(subscs).set({ state, options: rest, updatedAt: now }).where(eq(subscs.id, subscId));
      await tx.insert(subscHistories).values({
        subscId,
        state,
        stateReq: rental!.stateReq,
        note: `미납 결제 완료 (${claim.amount}원)`,
      });
    });
    return {
      subsc_id: subscId,
      payment_id: claim.paymentId,
      state: STATE.NORMAL,
      cost: claim.amount,
      record_subscs: recordIds,
    };
  }

  const steps = [
    step('billPay', {
      resultmsg: outcome.resultmsg,
      ...(outcome.status === 'declined' ? { resultcode: outcome.resultcode } : {}),
    }),
  ];
  if (outcome.status === 'failed') {
    const cancel = await cancelCharge(gateway, claim.pmId, '미납 재결제 응답 없음');
    steps.push(step('billCancel', { resultmsg: outcome.resultmsg, cancel: cancel.status }));
  }
  await recordFailedRetry(db, { paymentId: claim.paymentId, orderId: claim.orderId, subscId, steps });
  throw badRequest(UNPAID_RETRY_FAILED_MESSAGE, { payment: [outcome.resultmsg] });
}

/**
 * Undo of a retry whose charge did not go through: the payment kept as BILL_FAIL with its steps, its order
 * cancelled, and the rental free for the next retry. Only a payment still pending is settled; answers whether
 * this call settled it.
 */
export async function recordFailedRetry(
  db: Db,
  input: { paymentId: number; orderId: number; subscId: number; steps: ReturnType<typeof step>[] },
): Promise<boolean> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const settled = await tx
      .update(payments)
      .set({ state: PAYMENT_STATE.BILL_FAIL, updatedAt: now, content: { steps: input.steps } })
      .where(and(eq(payments.id, input.paymentId), eq(payments.state, STATE.PENDING)))
      .returning({ id: payments.id });
    if (settled.length === 0) return false;
    await tx
      .update(purOrders)
      .set({ state: PUR_ORDER_STATE.BILL_UNPAID_CANCEL, updatedAt: now })
      .where(eq(purOrders.id, input.orderId));
    const [rental] = await tx.select().from(subscs).where(eq(subscs.id, input.subscId)).for('update');
    const { unpaid_retry_payment_id: _, ...rest } = rental!.options;
    await tx.update(subscs).set({ options: rest }).where(eq(subscs.id, input.subscId));
    return true;
  });
}
