import { randomBytes } from 'node:crypto';
import type { Payment } from '@shop/domain/api/payments';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { ADDRESS_SAVE_MESSAGE } from '@shop/domain/validation/checkout';
import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/client';
import { payments, spots } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { paymentView, step } from './payment-view';

/** POST payments/billAuth: a card can be added once the customer has a saved address. */
export async function startBillAuth(db: Db, gateway: PaymentGateway, userId: number) {
  const [spot] = await db
    .select({ id: spots.id })
    .from(spots)
    .where(
      and(eq(spots.spotableType, MORPH_TYPE.USER), eq(spots.spotableId, userId), isNull(spots.deletedAt)),
    )
    .limit(1);
  if (!spot) throw badRequest(ADDRESS_SAVE_MESSAGE);
  const issueId = `bill_${randomBytes(16).toString('hex')}`;
  return {
    provider: gateway.provider,
    issue_id: issueId,
    ...(await gateway.startBillAuth({ issueId, userId })),
  };
}

/**
 * POST payments/billAuth/confirm: reads the card from the provider and records the registration, a success
 * (billing key, issuer code, masked number only) or a failure with the provider's message in its steps.
 */
export async function confirmBillAuth(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  body: { billing_key?: string; issue_id?: string },
): Promise<Payment> {
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
    pmId: body.issue_id ?? null,
  };
  const [row] = await db
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
  return paymentView(row!);
}
