import { failResultMsg } from '@shop/domain/checkout/fail-result-msg';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, payments, prodStocks, purOrders } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import {
  buildCheckoutApp,
  type CheckoutFixture,
  type Customer,
  call,
  cartItem,
  customerWithAddress,
  registerCard,
} from '../checkout/checkout-fixture';
import { ABANDONED_AFTER_MS, ABANDONED_MESSAGE, settleAbandonedPayments } from './abandoned-payments';
import { claimOrders } from './checkout-payment';

let t: TestApp;
let f: CheckoutFixture;
beforeAll(async () => {
  ({ t, f } = await buildCheckoutApp());
});
afterAll(() => t.close());

const heldUnits = async () =>
  (await t.database.db.select().from(prodStocks).where(isNotNull(prodStocks.prodOrdererId))).length;

/** A checkout the server stopped in: orders created, the payment claimed, then nothing more. */
async function stoppedCheckout(c: Customer, ageMs: number) {
  const card = (await registerCard(t, c)).body.data;
  const item = await cartItem(t, f, c, f.turntable!, f.black!.id);
  const orders = await call(t, c, 'POST', 'purOrders', { items: [item.local_id], spot_id: c.spot.id });
  expect(orders.status).toBe(201);
  const orderIds = orders.body.data.map((o: { id: number }) => o.id);
  const [cardRow] = await t.database.db.select().from(payments).where(eq(payments.id, card.id));
  const claim = await claimOrders(t.database.db, c.user.id, orderIds, (rows) => ({
    userId: c.user.id,
    type: PAYMENT_TYPE.BILL,
    state: STATE.PENDING,
    title: rows[0]!.title,
    cost: rows.reduce((sum, o) => sum + o.cost, 0),
    provider: 'simulator',
    paymentBillAuthId: card.id,
    billKey: cardRow!.billKey,
  }));
  await t.database.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(payments.id, claim.paymentId));
  return { ...claim, orderIds, item, billKey: cardRow!.billKey! };
}

describe('payments left pending by a stopped server', () => {
  it('are cancelled at the provider and undone: orders cancelled, units free, items back in the cart', async () => {
    const c = await customerWithAddress(t);
    const before = await heldUnits();
    const stopped = await stoppedCheckout(c, ABANDONED_AFTER_MS + 60_000);
    expect(await heldUnits()).toBe(before + 1);
    // The charge went through at the provider before the server stopped.
    const gateway = t.app.payments;
    const charged = await gateway.chargeWithBillingKey({
      paymentId: stopped.pmId,
      billingKey: stopped.billKey,
      amount: 1000,
      orderName: '중단된 결제',
      customerId: String(c.user.id),
    });
    expect(charged.status).toBe('paid');
    await t.database.db.delete(carts).where(eq(carts.userId, c.user.id));

    expect(await settleAbandonedPayments(t.app)).toBe(1);

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, stopped.paymentId));
    expect(payment!.state).toBe(PAYMENT_STATE.BILL_FAIL);
    expect(failResultMsg(payment!.content.steps)).toBe(ABANDONED_MESSAGE);
    const sim = (await call(t, null, 'GET', 'sim/pg/charges')).body.data as {
      payment_id: string;
      status: string;
    }[];
    expect(sim.find((ch) => ch.payment_id === stopped.pmId)?.status).toBe('cancelled');
    const orders = await t.database.db
      .select()
      .from(purOrders)
      .where(inArray(purOrders.id, stopped.orderIds));
    expect(orders.every((o) => o.state === PUR_ORDER_STATE.BILL_UNPAID_CANCEL)).toBe(true);
    expect(await heldUnits()).toBe(before);
    const cart = await t.database.db.select().from(carts).where(eq(carts.userId, c.user.id));
    expect(cart.map((r) => r.localId)).toEqual([stopped.item.local_id]);
    // Settled once: a second sweep finds nothing.
    expect(await settleAbandonedPayments(t.app)).toBe(0);
  });

  it('leave a payment that may still be running alone', async () => {
    const c = await customerWithAddress(t);
    const running = await stoppedCheckout(c, 60_000);
    expect(await settleAbandonedPayments(t.app)).toBe(0);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, running.paymentId));
    expect(payment!.state).toBe(STATE.PENDING);

    // ABANDONED_PAYMENT_MINUTES=1 makes the same minute-old charge abandoned.
    const { db, payments: gateway, clock, log, config } = t.app;
    const sooner = { ...config, payments: { ...config.payments, abandonedAfterMs: 30_000 } };
    expect(await settleAbandonedPayments({ db, payments: gateway, clock, log, config: sooner })).toBe(1);
  });
});
