import { ApiError } from '@shop/domain/api/api-error';
import type { Payment } from '@shop/domain/api/payments';
import {
  PAYMENT_FAIL_MESSAGE,
  PUR_ORDER_FAIL_MESSAGE,
  PUR_ORDER_NOT_ARRAY_MESSAGE,
  SUBSC_CREATE_FAIL_MESSAGE,
} from '@shop/domain/checkout/checkout-messages';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { describe, expect, it } from 'vitest';
import { type CheckoutApi, type CheckoutOrder, newAttempt, runCheckout } from './run-checkout';

const order: CheckoutOrder = {
  items: [{ local_id: 'a', cartable_id: 1 }],
  spotId: 5,
  cardId: 9,
  cost: 39900,
  title: '턴테이블',
  docIds: [1, 2],
};

let n = 0;
const newKey = () => `key-${++n}`;
const payment = (state: number) => ({ id: 70, state }) as Payment;

type Calls = { orders: string[]; payment: string[]; subscs: string[] };

function fakeApi(
  answers: Partial<{ orders: () => unknown; payment: () => unknown; subscs: () => unknown }>,
): CheckoutApi & { calls: Calls } {
  const calls: Calls = { orders: [], payment: [], subscs: [] };
  return {
    calls,
    postPurOrders: async (_body, key) => {
      calls.orders.push(key);
      return answers.orders ? answers.orders() : [{ id: 1 }, { id: 2 }];
    },
    postPayment: async (_body, key) => {
      calls.payment.push(key);
      return (answers.payment ? answers.payment() : payment(PAYMENT_STATE.BILL_SUCCESS)) as Payment;
    },
    postSubscs: async (_id, key) => {
      calls.subscs.push(key);
      return answers.subscs ? answers.subscs() : [{ id: 3 }];
    },
  };
}

const fail =
  (status: number, message = 'x') =>
  () => {
    throw new ApiError(status, message);
  };

describe('runCheckout', () => {
  it('orders, pays and confirms the rentals, each call with its own key', async () => {
    const api = fakeApi({});
    const start = newAttempt(newKey);
    const { outcome, attempt } = await runCheckout(start, order, api, newKey);
    expect(outcome).toEqual({ kind: 'paid', paymentId: 70 });
    expect(api.calls).toEqual({
      orders: [start.keys.orders],
      payment: [start.keys.payment],
      subscs: [start.keys.subscs],
    });
    expect(attempt.keys.orders).not.toBe(start.keys.orders);
  });

  it('a declined card ends on the fail page with the payment id', async () => {
    const api = fakeApi({ payment: () => payment(PAYMENT_STATE.BILL_FAIL) });
    const { outcome } = await runCheckout(newAttempt(newKey), order, api, newKey);
    expect(outcome).toEqual({ kind: 'declined', paymentId: 70 });
    expect(api.calls.subscs).toEqual([]);
  });

  it('retries a lost payment answer with the same keys and without ordering again', async () => {
    let lost = true;
    const api = fakeApi({
      payment: () => {
        if (lost) {
          lost = false;
          throw new ApiError(0, 'network');
        }
        return payment(PAYMENT_STATE.BILL_SUCCESS);
      },
    });
    const start = newAttempt(newKey);
    const first = await runCheckout(start, order, api, newKey);
    expect(first.outcome).toEqual({ kind: 'error', message: PAYMENT_FAIL_MESSAGE });
    const second = await runCheckout(first.attempt, order, api, newKey);
    expect(second.outcome).toEqual({ kind: 'paid', paymentId: 70 });
    expect(api.calls.orders).toEqual([start.keys.orders]);
    expect(api.calls.payment).toEqual([start.keys.payment, start.keys.payment]);
  });

  it('after a paid payment whose rentals could not be read, a retry only asks for the rentals', async () => {
    let broken = true;
    const api = fakeApi({
      subscs: () => {
        if (broken) {
          broken = false;
          return null;
        }
        return [{ id: 3 }];
      },
    });
    const first = await runCheckout(newAttempt(newKey), order, api, newKey);
    expect(first.outcome).toEqual({ kind: 'error', message: SUBSC_CREATE_FAIL_MESSAGE });
    const second = await runCheckout(first.attempt, order, api, newKey);
    expect(second.outcome).toEqual({ kind: 'paid', paymentId: 70 });
    expect(api.calls.orders).toHaveLength(1);
    expect(api.calls.payment).toHaveLength(1);
    expect(api.calls.subscs).toHaveLength(2);
  });

  it('maps the order failures to the documents’ messages', async () => {
    const notArray = await runCheckout(newAttempt(newKey), order, fakeApi({ orders: () => ({}) }), newKey);
    expect(notArray.outcome).toEqual({ kind: 'error', message: PUR_ORDER_NOT_ARRAY_MESSAGE });
    const soldOut = await runCheckout(newAttempt(newKey), order, fakeApi({ orders: fail(400) }), newKey);
    expect(soldOut.outcome).toEqual({ kind: 'error', message: PUR_ORDER_FAIL_MESSAGE });
  });

  it('a refused payment shows the server’s message and starts a new attempt; no id gives 결제에 실패했습니다.', async () => {
    const start = newAttempt(newKey);
    const refused = await runCheckout(
      start,
      order,
      fakeApi({ payment: fail(400, '약관에 동의해주세요.') }),
      newKey,
    );
    expect(refused.outcome).toEqual({ kind: 'error', message: '약관에 동의해주세요.' });
    expect(refused.attempt.keys.payment).not.toBe(start.keys.payment);
    const empty = await runCheckout(newAttempt(newKey), order, fakeApi({ payment: () => ({}) }), newKey);
    expect(empty.outcome).toEqual({ kind: 'error', message: PAYMENT_FAIL_MESSAGE });
  });

  it('other items or another address need new orders under a new key', async () => {
    const api = fakeApi({ payment: fail(0) });
    const first = await runCheckout(newAttempt(newKey), order, api, newKey);
    await runCheckout(first.attempt, { ...order, spotId: 6 }, api, newKey);
    expect(api.calls.orders).toHaveLength(2);
    expect(api.calls.orders[0]).not.toBe(api.calls.orders[1]);
  });
});
