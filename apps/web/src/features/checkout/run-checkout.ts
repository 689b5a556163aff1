import type { CartItemInput } from '@shop/domain/api/carts';
import type { Payment } from '@shop/domain/api/payments';
import {
  PAYMENT_FAIL_MESSAGE,
  PUR_ORDER_FAIL_MESSAGE,
  PUR_ORDER_NOT_ARRAY_MESSAGE,
  SUBSC_CREATE_FAIL_MESSAGE,
} from '@shop/domain/checkout/checkout-messages';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { isApiError } from '../../shared/http/api-error';

/** The three create calls, injected so the flow can be tested without a browser. */
export type CheckoutApi = {
  postPurOrders: (body: { items: CartItemInput[]; spot_id: number }, key: string) => Promise<unknown>;
  postPayment: (
    body: {
      pur_orders: number[];
      payment_bill_auth_id: number;
      cost: number;
      title: string;
      type_api: 'clone';
      doc_ids: number[];
    },
    key: string,
  ) => Promise<Payment | null>;
  postSubscs: (paymentId: number, key: string) => Promise<unknown>;
};

export type CheckoutOrder = {
  items: CartItemInput[];
  spotId: number;
  cardId: number;
  /** The first instalment the customer saw; the server only compares it with its own. */
  cost: number;
  title: string;
  docIds: number[];
};

/**
 * One checkout attempt: an Idempotency-Key per call made once and reused on every retry, and how far it
 * got, so a retry never orders or charges again (the server replays the stored answers for the same key).
 */
export type CheckoutAttempt = {
  keys: { orders: string; payment: string; subscs: string };
  /** The items and address the orders were made for; other ones need new orders. */
  ordersFor: string | null;
  orderIds: number[] | null;
  paidPaymentId: number | null;
};

export type CheckoutOutcome =
  | { kind: 'paid'; paymentId: number }
  | { kind: 'declined'; paymentId: number }
  | { kind: 'error'; message: string };

export function newAttempt(newKey: () => string): CheckoutAttempt {
  return {
    keys: { orders: newKey(), payment: newKey(), subscs: newKey() },
    ordersFor: null,
    orderIds: null,
    paidPaymentId: null,
  };
}

/** The answer may never have arrived (network, 5xx, still running): the same key must be sent again. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 409 || error.status >= 500;
}

const ordersSignature = (order: CheckoutOrder) =>
  JSON.stringify([order.spotId, order.items.map((item) => item.local_id)]);

const isOrderList = (value: unknown): value is { id: number }[] =>
  Array.isArray(value) && value.length > 0 && value.every((o) => typeof o?.id === 'number');

/**
 * POST purOrders → POST payments → POST subscs (storefront-and-account.md 7), each with its key. Answers
 * the outcome and the attempt to keep: the same one while a retry may follow, a fresh one once it ended.
 */
export async function runCheckout(
  attempt: CheckoutAttempt,
  order: CheckoutOrder,
  api: CheckoutApi,
  newKey: () => string,
): Promise<{ attempt: CheckoutAttempt; outcome: CheckoutOutcome }> {
  const fresh = () => newAttempt(newKey);
  let current = attempt;

  if (current.paidPaymentId === null) {
    const signature = ordersSignature(order);
    if (current.ordersFor !== signature || current.orderIds === null) {
      if (current.ordersFor !== null && current.ordersFor !== signature) current = fresh();
      let answer: unknown;
      try {
        answer = await api.postPurOrders({ items: order.items, spot_id: order.spotId }, current.keys.orders);
      } catch (error) {
        return {
          attempt: isRetryable(error) ? current : fresh(),
          outcome: { kind: 'error', message: PUR_ORDER_FAIL_MESSAGE },
        };
      }
      if (!isOrderList(answer)) {
        return { attempt: fresh(), outcome: { kind: 'error', message: PUR_ORDER_NOT_ARRAY_MESSAGE } };
      }
      current = { ...current, ordersFor: signature, orderIds: answer.map((o) => o.id) };
    }

    let payment: Payment | null;
    try {
      payment = await api.postPayment(
        {
          pur_orders: current.orderIds!,
          payment_bill_auth_id: order.cardId,
          cost: order.cost,
          title: order.title,
          type_api: 'clone',
          doc_ids: order.docIds,
        },
        current.keys.payment,
      );
    } catch (error) {
      if (isRetryable(error))
        return { attempt: current, outcome: { kind: 'error', message: PAYMENT_FAIL_MESSAGE } };
      const message = isApiError(error) && error.status < 500 ? error.message : PAYMENT_FAIL_MESSAGE;
      return { attempt: fresh(), outcome: { kind: 'error', message } };
    }
    const redirect = (payment as { redirect?: unknown } | null)?.redirect;
    if (!payment || (typeof payment.id !== 'number' && !redirect)) {
      return { attempt: fresh(), outcome: { kind: 'error', message: PAYMENT_FAIL_MESSAGE } };
    }
    if (payment.state !== PAYMENT_STATE.BILL_SUCCESS) {
      return { attempt: fresh(), outcome: { kind: 'declined', paymentId: payment.id } };
    }
    current = { ...current, paidPaymentId: payment.id };
  }

  const paymentId = current.paidPaymentId!;
  try {
    const subscs = await api.postSubscs(paymentId, current.keys.subscs);
    if (!Array.isArray(subscs) || subscs.length === 0) {
      return { attempt: current, outcome: { kind: 'error', message: SUBSC_CREATE_FAIL_MESSAGE } };
    }
  } catch {
    return { attempt: current, outcome: { kind: 'error', message: SUBSC_CREATE_FAIL_MESSAGE } };
  }
  return { attempt: fresh(), outcome: { kind: 'paid', paymentId } };
}
