import { randomBytes } from 'node:crypto';
import type { Payment } from '@shop/domain/api/payments';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { ADDRESS_SAVE_MESSAGE } from '@shop/domain/validation/checkout';
import { eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/client';
import { billAuthIssues, payments, spots } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { ownSpots } from '../spots/own-spot';
import { paymentView, step } from './payment-view';

/** POST payments/billAuth: a card can be added once the customer has a saved address. */
export async function startBillAuth(db: Db, gateway: PaymentGateway, userId: number, now: Date) {
  const [spot] = await db.select({ id: spots.id }).from(spots).where(ownSpots(userId)).limit(1);
  if (!spot) throw badRequest(ADDRESS_SAVE_MESSAGE);
  const issueId = `bill_${randomBytes(16).toString('hex')}`;
  await db.insert(billAuthIssues).values({ issueId, userId, createdAt: now });
  return {
    provider: gateway.provider,
    issue_id: issueId,
    ...(await gateway.startBillAuth({ issueId, userId })),
  };
}

/** How long a started registration may be confirmed: the card page and the card company's steps take minutes. */
export const BILL_AUTH_ISSUE_TTL_MS = 60 * 60_000;
export const BILL_AUTH_ISSUE_UNKNOWN_MESSAGE =
  '카드 등록 요청을 찾을 수 없습니다. 카드 등록을 다시 시작해 주세요.';

/**
 * POST payments/billAuth/confirm: the registration the caller started (its issue id, theirs, recent) is read
 * from the provider and recorded, a success (billing key, issuer code, masked number only) or a failure
 * with the provider's message in its steps. A billing key without an issue registers nothing. A success
 * closes the issue: confirming it again answers the same registration.
 */
export async function confirmBillAuth(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  body: { billing_key?: string | undefined; issue_id: string },
  now: Date,
): Promise<Payment> {
  const [issue] = await db.select().from(billAuthIssues).where(eq(billAuthIssues.issueId, body.issue_id));
  if (
    !issue ||
    issue.userId !== userId ||
    now.getTime() - issue.createdAt.getTime() > BILL_AUTH_ISSUE_TTL_MS
  ) {
    throw badRequest(BILL_AUTH_ISSUE_UNKNOWN_MESSAGE);
  }
  if (issue.paymentId) return registrationOf(db, issue.paymentId);
  const outcome = await gateway.confirmBillAuth({
    userId,
    billingKey: body.billing_key,
    issueId: body.issue_id,
  });
  const base = {
    userId,
    type: PAYMENT_TYPE.BILL_AUTH,
    title: '카드 등록',
    provider: gateway.provider,
    pmId: body.issue_id,
  };
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(billAuthIssues)
      .where(eq(billAuthIssues.issueId, body.issue_id))
      .for('update');
    // Two confirmations at once: the first to finish is the registration.
    if (locked?.paymentId) return registrationOf(tx, locked.paymentId);
    const [row] = await tx
      .insert(payments)
      .values(
        outcome.status === 'issued'
          ? {
              ...base,
              state: PAYMENT_STATE.BILL_AUTH_SUCCESS,
              billKey: outcome.card.billingKey,
              cardCode: outcome.card.cardCode,
              cardNumber: outcome.card.cardNumber,
              content: { steps: [step('billAuth', { resultcode: '00', resultmsg: '카드 등록 완료' })] },
            }
          : {
              ...base,
              state: PAYMENT_STATE.BILL_AUTH_FAIL,
              content: { steps: [step('billAuth', { resultmsg: outcome.resultmsg, ...outcome.raw })] },
            },
      )
      .returning();
    if (outcome.status === 'issued') {
      await tx
        .update(billAuthIssues)
        .set({ paymentId: row!.id })
        .where(eq(billAuthIssues.issueId, body.issue_id));
    }
    return paymentView(row!);
  });
}

async function registrationOf(db: Db, paymentId: number): Promise<Payment> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return paymentView(row!);
}
