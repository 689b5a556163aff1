import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, purOrders } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import {
  buildCheckoutApp,
  type CheckoutFixture,
  call,
  cartItem,
  customerWithAddress,
  registerCard,
} from '../checkout/checkout-fixture';
import { claimOrders } from './checkout-payment';

let t: TestApp;
let f: CheckoutFixture;
beforeAll(async () => {
  ({ t, f } = await buildCheckoutApp());
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('claiming orders for a payment', () => {
  it('refuses orders another payment claimed while this claim waited for their lock, and writes no payment', async () => {
    const db = t.database.db;
    const c = await customerWithAddress(t);
    const card = (await registerCard(t, c)).body.data;
    const item = await cartItem(t, f, c, f.turntable!, f.black!.id);
    const orders = await call(t, c, 'POST', 'purOrders', { items: [item.local_id], spot_id: c.spot.id });
    const orderId: number = orders.body.data[0].id;
    const paymentsBefore = await db.select().from(payments).where(eq(payments.userId, c.user.id));

    // Another payment's claim holds the order's row: it has read the order as payable and is tying it.
    let finishOther!: () => void;
    const otherMayFinish = new Promise<void>((resolve) => {
      finishOther = resolve;
    });
    let otherLocked!: () => void;
    const locked = new Promise<void>((resolve) => {
      otherLocked = resolve;
    });
    const other = db.transaction(async (tx) => {
      await tx.select({ id: purOrders.id }).from(purOrders).where(eq(purOrders.id, orderId)).for('update');
      otherLocked();
      await otherMayFinish;
      await tx.update(purOrders).set({ paymentId: card.id }).where(eq(purOrders.id, orderId));
    });
    await locked;
    // This claim reads the order before the other commits, so it finds it payable, then waits for the lock.
    const claim = claimOrders(db, c.user.id, [orderId], (rows) => ({
      userId: c.user.id,
      type: PAYMENT_TYPE.BILL,
      state: STATE.PENDING,
      title: rows[0]!.title,
      cost: rows[0]!.cost,
      provider: 'simulator',
      paymentBillAuthId: card.id,
    }));
    const outcome = claim.then(
      () => 'claimed',
      (error: { statusCode?: number }) => error.statusCode,
    );
    await pause(300);
    finishOther();
    await other;

    expect(await outcome).toBe(400);
    const [order] = await db.select().from(purOrders).where(eq(purOrders.id, orderId));
    expect(order!.paymentId).toBe(card.id);
    expect(await db.select().from(payments).where(eq(payments.userId, c.user.id))).toEqual(paymentsBefore);
  });
});
