import { UNPAID_RETRY_FAILED_MESSAGE } from '@shop/domain/api/billing';
import { recordShortTitle } from '@shop/domain/billing/record-label';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { unpaidSettlement } from '@shop/domain/rental/overdue-interest';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, purOrders, recordSubscs, subscs } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { afterCharge, type ChargeEnd, finishCharge } from './after-charge';
import { chargeAndReconcile, insertPendingCharge, type PendingCharge, type RecordRow } from './charges';
import type { EngineDeps } from './engine-deps';
import { NO_CARD_REASON } from './monthly-charge';
import { rentalCard } from './rental-card';
import { type RentalRow, rentalTitle } from './rental-facts';

export const SUBSC_NOT_FOUND = '렌탈 정보를 찾을 수 없습니다.';
export const NOTHING_UNPAID_MESSAGE = '미납된 결제가 없습니다.';
export const NO_CARD_MESSAGE = '결제 카드가 등록되어 있지 않습니다.';
export const RETRY_IN_PROGRESS_MESSAGE = '결제를 진행하고 있습니다. 잠시 후 다시 확인해 주세요.';

/** How an overdue record reads in a charge's title: 5회차, 위약금 for a termination's penalty, 분실 변상금. */
export const recordLabel = (r: Pick<RecordRow, 'kind' | 'round'>) => recordShortTitle(r);

export type UnpaidClaim = { charge: PendingCharge; orderId: number; records: RecordRow[] };

type Who = { actor: 'customer'; userId: number } | { actor: 'engine' };

/**
 * Step "claim" of an overdue settlement, under the rental's lock: every unpaid record of the rental plus
 * the 1 % interest, as one pending charge with its purchase order (the documents' recordPurOrderUnpaids),
 * its id kept on the rental so a second attempt waits for this one. The customer gets the documents'
 * refusals; the engine gets null when there is nothing to do.
 */
export async function claimUnpaid(
  deps: EngineDeps,
  tx: Db,
  subscId: number,
  who: Who,
  now: Date,
): Promise<UnpaidClaim | 'no-card' | null> {
  const [rental] = await tx
    .select()
    .from(subscs)
    .where(
      who.actor === 'customer'
        ? and(eq(subscs.id, subscId), eq(subscs.userId, who.userId))
        : eq(subscs.id, subscId),
    )
    .for('update');
  if (!rental) {
    if (who.actor === 'customer') throw notFound(SUBSC_NOT_FOUND);
    return null;
  }
  if (await retryInProgress(tx, rental)) {
    if (who.actor === 'customer') throw conflict(RETRY_IN_PROGRESS_MESSAGE);
    return null;
  }
  const unpaid = await tx
    .select()
    .from(recordSubscs)
    .where(and(eq(recordSubscs.subscId, subscId), eq(recordSubscs.state, RECORD_STATE.UNPAID)))
    .orderBy(asc(recordSubscs.dueAt), asc(recordSubscs.round));
  if (unpaid.length === 0) {
    if (who.actor === 'customer')
      throw badRequest(UNPAID_RETRY_FAILED_MESSAGE, { subsc_id: [NOTHING_UNPAID_MESSAGE] });
    await tx.update(subscs).set({ retryAt: null, retryCount: 0 }).where(eq(subscs.id, subscId));
    return null;
  }
  const card = await rentalCard(tx, subscId);
  if (!card) {
    if (who.actor === 'customer')
      throw badRequest(UNPAID_RETRY_FAILED_MESSAGE, { payment: [NO_CARD_MESSAGE] });
    return 'no-card';
  }
  const { interest } = unpaidSettlement(unpaid);
  const title = `${rentalTitle(rental)} 미납 ${unpaid.map(recordLabel).join(', ')}`;
  const charge = await insertPendingCharge(tx, {
    provider: deps.payments.provider,
    userId: rental.userId,
    subscId,
    card,
    records: unpaid,
    interest,
    title,
    purpose: 'unpaid',
    now,
  });
  const [order] = await tx
    .insert(purOrders)
    .values({
      userId: rental.userId,
      paymentId: charge.paymentId,
      orderableType: MORPH_TYPE.RECORD_SUBSC,
      orderableId: unpaid[0]!.id,
      orderable: { record_subsc_ids: unpaid.map((r) => r.id), interest },
      ordererType: MORPH_TYPE.SUBSC,
      ordererId: subscId,
      title,
      cost: charge.amount,
      typePay: PAYMENT_TYPE.BILL,
      state: PUR_ORDER_STATE.BILL_UNPAID,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: purOrders.id });
  await tx
    .update(subscs)
    .set({ options: { ...rental.options, unpaid_retry_payment_id: charge.paymentId } })
    .where(eq(subscs.id, subscId));
  return { charge, orderId: order!.id, records: unpaid };
}

async function retryInProgress(tx: Db, rental: RentalRow): Promise<boolean> {
  const claimed = rental.options.unpaid_retry_payment_id as number | undefined;
  if (!claimed) return false;
  const [pending] = await tx.select({ state: payments.state }).from(payments).where(eq(payments.id, claimed));
  return pending?.state === STATE.PENDING;
}

export type UnpaidOutcome = { end: ChargeEnd; claim: UnpaidClaim; reason: string };

/**
 * Settles a rental's overdue records with its card: the customer's retry (POST recordPurOrderUnpaids) and
 * the engine's automatic ones share it. The order follows its charge (paid, or cancelled when it failed).
 */
export async function settleUnpaid(
  deps: EngineDeps,
  subscId: number,
  who: Who,
): Promise<UnpaidOutcome | null> {
  const now = deps.clock.now();
  const claim = await deps.db.transaction((tx) => claimUnpaid(deps, tx, subscId, who, now));
  if (claim === null) return null;
  if (claim === 'no-card') {
    await deps.db.transaction((tx) =>
      afterCharge(
        deps,
        tx,
        {
          subscId,
          purpose: 'unpaid',
          actor: 'engine',
          paid: false,
          amount: 0,
          interest: 0,
          reason: NO_CARD_REASON,
          records: [],
        },
        now,
      ),
    );
    return null;
  }
  const result = await chargeAndReconcile(deps.payments, claim.charge, deps.config.payments.timeoutMs, now);
  const end = await finishCharge(deps, { ...claim.charge, actor: who.actor }, result, now, (tx) =>
    settleOrder(tx, claim.orderId, result.paid, now),
  );
  return { end, claim, reason: result.paid ? '' : result.reason };
}

/** The purchase order of an overdue settlement follows its charge. */
export async function settleOrder(db: Db, orderId: number, paid: boolean, now: Date): Promise<void> {
  await db
    .update(purOrders)
    .set({ state: paid ? PUR_ORDER_STATE.BILL_SUCCESS : PUR_ORDER_STATE.BILL_UNPAID_CANCEL, updatedAt: now })
    .where(and(eq(purOrders.id, orderId), eq(purOrders.state, PUR_ORDER_STATE.BILL_UNPAID)));
}
