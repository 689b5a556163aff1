import { CARE_PAYMENT_FAILED_MESSAGE } from '@shop/domain/care/care-machine';
import { careMoveRefusal, mayMoveCare } from '@shop/domain/care/care-transitions';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, count, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careHistories, careQuotes, cares, payments } from '../../db/schema';
import { chargeAndReconcile, insertPendingCharge, settleCharge } from '../../engine/charges';
import type { EngineDeps } from '../../engine/engine-deps';
import { rentalCard } from '../../engine/rental-card';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { findOwnCare } from './cares-service';

export const CARE_NO_QUOTE_MESSAGE = '수리 견적이 아직 등록되지 않았습니다.';
export const CARE_NO_CARD_MESSAGE = '결제할 카드가 없습니다. 렌탈에 카드를 등록해 주세요.';
export const CARE_PAYING_MESSAGE = 'AS 비용을 결제하고 있습니다. 잠시 후 다시 확인해 주세요.';

async function moveToPaid(tx: Db, careId: number, now: Date, note: string) {
  await tx.update(cares).set({ state: CARE_STATE.CHECK_PAYMENT, updatedAt: now }).where(eq(cares.id, careId));
  await tx.insert(careHistories).values({ careId, state: CARE_STATE.CHECK_PAYMENT, note, createdAt: now });
}

/**
 * The customer pays the repair quote (PATCH cares/{id} to the paying state): the quote's total is charged
 * with the rental's card through the payments adapter, like the engine's charges — a pending payment
 * claimed under the request's lock first (so a second click finds it and charges nothing), the provider
 * asked, then the answer written with the move. A declined card leaves the request where it was; a 0원
 * quote (a free repair) moves without a charge.
 */
export async function payCareQuote(deps: EngineDeps, userId: number, careId: number): Promise<true> {
  const now = deps.clock.now();
  const claim = await deps.db.transaction(async (tx) => {
    const care = await findOwnCare(tx, userId, careId, true);
    const [quote] = await tx.select().from(careQuotes).where(eq(careQuotes.careId, careId)).for('update');
    if (quote?.paidAt && care.state === CARE_STATE.CHECK_PAYMENT) return null;
    if (!mayMoveCare(care.state, CARE_STATE.CHECK_PAYMENT)) {
      throw badRequest(careMoveRefusal(CARE_STATE.CHECK_PAYMENT), {
        state: [careMoveRefusal(CARE_STATE.CHECK_PAYMENT)],
      });
    }
    if (!quote) throw badRequest(CARE_NO_QUOTE_MESSAGE);
    if (quote.paymentId) {
      const [pending] = await tx.select().from(payments).where(eq(payments.id, quote.paymentId));
      if (pending?.state === STATE.PENDING) throw conflict(CARE_PAYING_MESSAGE);
    }
    if (quote.amount === 0) {
      await tx.update(careQuotes).set({ paidAt: now, updatedAt: now }).where(eq(careQuotes.id, quote.id));
      await moveToPaid(tx, careId, now, '무상 수리');
      return null;
    }
    const card = await rentalCard(tx, care.careableId);
    if (!card) throw badRequest(CARE_NO_CARD_MESSAGE);
    // One provider payment id per attempt: a declined card may be changed and tried again.
    const [tried] = await tx
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.type, PAYMENT_TYPE.BILL), like(payments.pmId, `care-${careId}-%`)));
    const charge = await insertPendingCharge(tx, {
      provider: deps.payments.provider,
      userId,
      subscId: care.careableId,
      card,
      records: [],
      interest: 0,
      title: `AS 수리비 (${care.title || 'AS'})`,
      purpose: 'care',
      pmId: `care-${careId}-${(tried?.n ?? 0) + 1}`,
      now,
    });
    // The pending charge has no record to pay: its amount is the quote's.
    await tx.update(payments).set({ cost: quote.amount }).where(eq(payments.id, charge.paymentId));
    await tx
      .update(careQuotes)
      .set({ paymentId: charge.paymentId, updatedAt: now })
      .where(eq(careQuotes.id, quote.id));
    return { ...charge, amount: quote.amount, quoteId: quote.id };
  });
  if (!claim) return true;

  const result = await chargeAndReconcile(deps.payments, claim, deps.config.payments.timeoutMs, now);
  await deps.db.transaction(async (tx) => {
    const settled = await settleCharge(tx, claim.paymentId, result, deps.clock.now());
    if (!settled || !result.paid) {
      await tx
        .update(careQuotes)
        .set({ paymentId: null, updatedAt: now })
        .where(eq(careQuotes.id, claim.quoteId));
      return;
    }
    await tx.update(careQuotes).set({ paidAt: now, updatedAt: now }).where(eq(careQuotes.id, claim.quoteId));
    await moveToPaid(tx, careId, now, `AS 비용 결제 ${claim.amount.toLocaleString('ko-KR')}원`);
  });
  if (!result.paid) {
    const reason = 'reason' in result ? result.reason : '';
    throw new HttpError(
      400,
      reason ? `${CARE_PAYMENT_FAILED_MESSAGE} (${reason})` : CARE_PAYMENT_FAILED_MESSAGE,
    );
  }
  return true;
}
