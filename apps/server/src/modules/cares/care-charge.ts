import { careChargeDeclinedMessage } from '@shop/domain/care/care-quote';
import { careMoveRefusal, mayMoveCare } from '@shop/domain/care/care-transitions';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { and, count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { careHistories, careQuotes, cares, payments, purOrders } from '../../db/schema';
import {
  type ChargeResult,
  insertPendingCharge,
  type PendingCharge,
  settleCharge,
} from '../../engine/charges';
import { rentalCard } from '../../engine/rental-card';
import { settleOrder } from '../../engine/unpaid-settlement';
import { badRequest, conflict } from '../../http/errors';
import { queueCareMessage } from './care-notice';
import { findOwnCare } from './cares-service';

export const CARE_NO_QUOTE_MESSAGE = '수리 견적이 아직 등록되지 않았습니다.';
export const CARE_NO_CARD_MESSAGE = '결제할 카드가 없습니다. 렌탈에 카드를 등록해 주세요.';
export const CARE_PAYING_MESSAGE = 'AS 비용을 결제하고 있습니다. 잠시 후 다시 확인해 주세요.';

export type CareClaim = PendingCharge & { careId: number };

async function moveToPaid(tx: Db, careId: number, now: Date, note: string) {
  await tx.update(cares).set({ state: CARE_STATE.CHECK_PAYMENT, updatedAt: now }).where(eq(cares.id, careId));
  await tx.insert(careHistories).values({ careId, state: CARE_STATE.CHECK_PAYMENT, note, createdAt: now });
}

/**
 * Step "claim" of the customer's paying step, in one transaction under the request's lock: null when there
 * is nothing to charge (already paid: a second click answers as the first; a 0원 quote moves at once), else
 * a pending payment for the quote's total with the rental's card and its purchase order (so the charge
 * shows in the rental's billing history), kept on the quote so a second click meanwhile gets 409. Each
 * attempt has its own provider id, `care-{id}-{n}`: a declined card may be changed and tried again.
 */
export async function claimCareCharge(
  db: Db,
  provider: string,
  userId: number,
  careId: number,
  now: Date,
): Promise<CareClaim | null> {
  return db.transaction(async (tx) => {
    const care = await findOwnCare(tx, userId, careId, true);
    const [quote] = await tx.select().from(careQuotes).where(eq(careQuotes.careId, careId)).for('update');
    if (quote?.paidAt && care.state === CARE_STATE.CHECK_PAYMENT) return null;
    const refusal = careMoveRefusal(CARE_STATE.CHECK_PAYMENT);
    if (!mayMoveCare(care.state, CARE_STATE.CHECK_PAYMENT)) throw badRequest(refusal, { state: [refusal] });
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
    const [tried] = await tx
      .select({ n: count() })
      .from(purOrders)
      .where(morphPointsAt(purOrders, 'orderable', MORPH_TYPE.CARE, careId));
    const title = `AS 수리비 (AS #${careId})`;
    const charge = await insertPendingCharge(tx, {
      provider,
      userId,
      subscId: care.careableId,
      card,
      records: [],
      interest: 0,
      title,
      purpose: 'care',
      pmId: `care-${careId}-${(tried?.n ?? 0) + 1}`,
      now,
    });
    // A charge without records: its amount is the quote's.
    await tx.update(payments).set({ cost: quote.amount }).where(eq(payments.id, charge.paymentId));
    await tx.insert(purOrders).values({
      userId,
      paymentId: charge.paymentId,
      orderableType: MORPH_TYPE.CARE,
      orderableId: careId,
      orderable: { lines: quote.lines },
      ordererType: MORPH_TYPE.SUBSC,
      ordererId: care.careableId,
      title,
      cost: quote.amount,
      typePay: PAYMENT_TYPE.BILL,
      state: PUR_ORDER_STATE.BILL_UNPAID,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(careQuotes)
      .set({ paymentId: charge.paymentId, updatedAt: now })
      .where(eq(careQuotes.id, quote.id));
    return { ...charge, amount: quote.amount, careId };
  });
}

export type CareChargeEnd = 'paid' | 'unpaid' | 'settled-elsewhere';

/**
 * Step "record", for the customer's call and for the sweep of charges a stopped server left pending: the
 * payment and its order settle, and a paid one marks the quote paid and moves the request to the paying
 * state with its history row, and writes the customer's receipt (carePaid), all in one transaction. A failed one frees the quote for another attempt and
 * leaves the request where it was. Nothing is written twice: a payment settled elsewhere first is left.
 */
export async function recordCareCharge(
  db: Db,
  paymentId: number,
  result: ChargeResult,
  now: Date,
  config: Pick<Config, 'publicUrl' | 'messages'>,
): Promise<CareChargeEnd> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(purOrders)
      .where(and(eq(purOrders.paymentId, paymentId), eq(purOrders.orderableType, MORPH_TYPE.CARE)));
    if (!order) return 'settled-elsewhere';
    // The request first, then the payment and the quote: the order the claim takes them in.
    const [care] = await tx.select().from(cares).where(eq(cares.id, order.orderableId)).for('update');
    const settled = await settleCharge(tx, paymentId, result, now);
    if (!settled || !care) return 'settled-elsewhere';
    await settleOrder(tx, order.id, result.paid, now);
    if (!result.paid) {
      await tx
        .update(careQuotes)
        .set({ paymentId: null, updatedAt: now })
        .where(and(eq(careQuotes.careId, care.id), eq(careQuotes.paymentId, paymentId)));
      return 'unpaid';
    }
    await tx.update(careQuotes).set({ paidAt: now, updatedAt: now }).where(eq(careQuotes.careId, care.id));
    if (mayMoveCare(care.state, CARE_STATE.CHECK_PAYMENT)) {
      await moveToPaid(tx, care.id, now, `AS 비용 결제 ${settled.payment.cost.toLocaleString('ko-KR')}원`);
    }
    await queueCareMessage(
      tx,
      care,
      { kind: 'carePaid', amount: settled.payment.cost, paidAt: now },
      { config, now },
    );
    return 'paid';
  });
}

export const careDeclined = (result: ChargeResult) =>
  badRequest(careChargeDeclinedMessage('reason' in result ? result.reason : ''));
