import { createHash } from 'node:crypto';
import type { Payment } from '@shop/domain/api/payments';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { paymentStateTitle } from '@shop/domain/codes/payment-state';
import type { paymentOrderers, payments, subscs } from '../../db/schema';

export type StepInstance = { resultmsg: string; [key: string]: unknown };

/** A provider step as the fail page reads it: `instance` is a JSON string holding resultmsg. */
export const step = (name: string, instance: StepInstance, at: Date = new Date()) => ({
  at: at.toISOString(),
  name,
  instance: JSON.stringify(instance),
});

/**
 * What a response says in place of a billing key, which never leaves the server: an opaque fingerprint,
 * the same for every registration of one card key, so the app can still tell two cards apart.
 */
export const cardFingerprint = (billKey: string | null): string | null =>
  billKey === null
    ? null
    : `card_${createHash('sha256').update(`bill-key:${billKey}`).digest('hex').slice(0, 32)}`;

export function paymentView(row: typeof payments.$inferSelect): Payment {
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    state_title: paymentStateTitle(row.state),
    title: row.title,
    cost: row.cost,
    type_api: row.typeApi,
    type_provide: row.typeProvide,
    pm_id: row.pmId,
    payment_bill_auth_id: row.paymentBillAuthId,
    content: { steps: row.content.steps ?? [] },
    pays: {
      price: row.cost,
      bill_key: cardFingerprint(row.billKey),
      cardCode: row.cardCode,
      cardNumber: row.cardNumber,
      cardTitle: cardIssuerTitle(row.cardCode),
    },
    created_at: row.createdAt.toISOString(),
  };
}

export function subscBrief(row: typeof subscs.$inferSelect, title: string) {
  return {
    id: row.id,
    state: row.state,
    state_req: row.stateReq,
    duration: row.duration,
    cost: row.cost,
    title,
    created_at: row.createdAt.toISOString(),
  };
}

/** A card's link to the rental it pays, with that rental in brief (null once it is gone). */
export function paymentOrdererView(
  link: typeof paymentOrderers.$inferSelect,
  orderer: ReturnType<typeof subscBrief> | null,
) {
  return {
    id: link.id,
    payment_id: link.paymentId,
    orderer_id: link.ordererId,
    orderer_type: link.ordererType,
    state: link.state,
    orderer,
  };
}
