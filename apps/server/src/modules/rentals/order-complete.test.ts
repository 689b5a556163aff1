import { deliveryDateRange } from '@shop/domain/rental/delivery-date-range';
import { orderNumber } from '@shop/domain/rental/order-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, staffBearer, staffLoginAs } from '../../admin/test-staff';
import { messagesTo } from '../../test/messages-to';
import type { TestApp } from '../../test/test-app';
import {
  buildCheckoutApp,
  type CheckoutFixture,
  type Customer,
  call,
  cartItem,
  customerWithAddress,
  orderAndPay,
  registerCard,
} from '../checkout/checkout-fixture';

/**
 * Issue 12, "money shown right": what the complete page reads of a paid checkout (POST subscs) and what my
 * rentals and the rental detail show afterwards: the order number, the delivery address, what was ordered,
 * and a paid add-on with its monthly fee, which must not disappear once the order is paid.
 */
let t: TestApp;
let f: CheckoutFixture;
// The machine's time, plus an offset a test can set: the app's clock (the demo clock) apart from the process's Date.
let clockOffsetDays = 0;
const clock = { now: () => new Date(Date.now() + clockOffsetDays * 86_400_000) };
beforeAll(async () => {
  ({ t, f } = await buildCheckoutApp({ clock }));
});
afterAll(() => t.close());

/** Orders one item, pays it with a fresh card and confirms it as the complete page does. */
async function orderAndConfirm(c: Customer, item: object) {
  const card = (await registerCard(t, c)).body.data;
  const { orders, payment } = await orderAndPay(t, f, c, card.id, [item]);
  expect(orders.status).toBe(201);
  expect(payment!.status).toBe(201);
  const confirmed = await call(t, c, 'POST', 'subscs', { payment_id: payment!.body.data.id });
  expect(confirmed.status).toBe(201);
  return { orders: orders.body.data, payment: payment!.body.data, subscs: confirmed.body.data };
}

describe('an order with a paid add-on', () => {
  it('answers the complete page with the order number, the address, the product and the add-on, and invoices it', async () => {
    const c = await customerWithAddress(t);
    const item = await cartItem(t, f, c, f.turntable!, f.black!.id, false);
    const withCable = {
      ...item,
      options: { ...item.options, prod_conns_select: [{ prod_id: f.cable!.id, prod_opt_id: null }] },
    };
    const { orders, payment, subscs } = await orderAndConfirm(c, withCable);
    // The fixture's cable adds 3,000원 a month to the turntable's 39,900원.
    expect(orders[0].cost).toBe(42900);
    expect(payment.cost).toBe(42900);
    expect(subscs).toHaveLength(1);
    const [subsc] = subscs;
    expect(subsc).toMatchObject({
      order_number: orderNumber(subsc.id),
      cost: 42900,
      add_ons: [{ prod_id: f.cable!.id, title: f.cable!.title, cost: 3000 }],
      ship: {
        id: subsc.ship_id,
        spot_set: c.spot.addr,
        spot_set_desc: c.spot.addrDesc,
        spot_set_code: c.spot.addrCode,
        spot_set_user_name: c.user.name,
        spot_set_tel: c.spot.tel,
      },
    });
    expect(subsc.order_number).toMatch(/^SD-\d{6}$/);
    expect(subsc.prod_orderers).toHaveLength(1);
    expect(subsc.prod_orderers[0]).toMatchObject({
      prod: { id: f.turntable!.id, title: f.turntable!.title },
      prod_orderer_prod_opts: [{ prod_opt: { id: f.black!.id } }],
    });
    // Asked again (a reload of the complete page), the same answer.
    expect((await call(t, c, 'POST', 'subscs', { payment_id: payment.id })).body.data).toEqual(subscs);

    // My rentals and the rental detail list the add-on with its fee, under the same order number.
    const list = await call(t, c, 'GET', 'subscs?page=1&per_page=5');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: subsc.id,
      order_number: subsc.order_number,
      costSubscBill: 42900,
      add_ons: [{ prod_id: f.cable!.id, title: f.cable!.title, cost: 3000 }],
    });
    const detail = await call(t, c, 'GET', `subscs/${subsc.id}`);
    expect(detail.body.data).toMatchObject({
      order_number: subsc.order_number,
      add_ons: [{ prod_id: f.cable!.id, title: f.cable!.title, cost: 3000 }],
    });
    // The complete page's answer is built by the database in one statement (readConfirmedCheckout); what it
    // shows of the rental is what the rental view, read the usual way, shows of it.
    expect(subsc).toMatchObject({
      id: detail.body.data.id,
      created_at: detail.body.data.created_at,
      duration: detail.body.data.duration,
      cost: detail.body.data.costSubscBill,
      cost_duration: detail.body.data.costDuration,
      ship: detail.body.data.ships_last,
      prod_orderers: detail.body.data.prod_orderers,
      add_ons: detail.body.data.add_ons,
    });
    expect(subsc.prod_orderers[0].prodStock).toMatchObject({ sn: expect.any(String) });

    // Each round's invoice shows the add-on's part of the monthly fee it bills.
    const invoice = await call(t, c, 'GET', `subscs/${subsc.id}/invoices/1`);
    expect(invoice.body.data).toMatchObject({
      list_cost: 42900,
      cost: 42900,
      add_ons: [{ prod_id: f.cable!.id, title: f.cable!.title, cost: 3000 }],
    });

    // Staff see it on the console's rental, and find the rental by its order number.
    const ops = staffBearer(await staffLoginAs(t, 'operations'));
    const staffView = await t.app.inject({ url: `${ADMIN}/rentals/${subsc.id}`, headers: ops });
    expect(staffView.json().data).toMatchObject({
      order_number: subsc.order_number,
      add_ons: [{ prod_id: f.cable!.id, title: f.cable!.title, cost: 3000 }],
    });
    const found = await t.app.inject({ url: `${ADMIN}/rentals?q=${subsc.order_number}`, headers: ops });
    expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([subsc.id]);

    // The order-complete message names the order by the same number.
    const told = (await messagesTo(t.database.db, c.user.id)).find((m) => m.kind === 'orderComplete');
    expect(told!.body).toContain(`주문번호: ${subsc.order_number}`);
  });
});

describe('an order without add-ons', () => {
  it('lists none, on the complete page, in my rentals, on the detail and on the invoice', async () => {
    const c = await customerWithAddress(t);
    const item = await cartItem(t, f, c, f.turntable!, f.black!.id, false);
    const { subscs } = await orderAndConfirm(c, item);
    expect(subscs[0]).toMatchObject({ cost: 39900, add_ons: [], order_number: orderNumber(subscs[0].id) });
    const list = await call(t, c, 'GET', 'subscs?page=1&per_page=5');
    expect(list.body.data[0]).toMatchObject({ costSubscBill: 39900, add_ons: [] });
    const detail = await call(t, c, 'GET', `subscs/${subscs[0].id}`);
    expect(detail.body.data.add_ons).toEqual([]);
    const invoice = await call(t, c, 'GET', `subscs/${subscs[0].id}/invoices/1`);
    expect(invoice.body.data).toMatchObject({ list_cost: 39900, add_ons: [] });
  });
});

describe("the complete page's delivery dates", () => {
  it("are the server's range on its clock, not the machine's, and the one PUT ships accepts", async () => {
    const c = await customerWithAddress(t);
    const item = await cartItem(t, f, c, f.turntable!, f.black!.id, false);
    const { payment } = await orderAndConfirm(c, item);
    clockOffsetDays = 365;
    try {
      // The process's Date says today; the app's clock (the demo clock, in the shop) is a year on.
      const ahead = deliveryDateRange(clock.now());
      expect(ahead.earliest).not.toBe(deliveryDateRange(new Date()).earliest);
      const [subsc] = (await call(t, c, 'POST', 'subscs', { payment_id: payment.id })).body.data;
      expect(subsc.spot_set_range).toEqual(ahead);
      // What the page offers is what the save accepts.
      const saved = await call(t, c, 'PUT', `ships/${subsc.ship_id}`, { spot_set_at: ahead.latest });
      expect(saved.status).toBe(200);
    } finally {
      clockOffsetDays = 0;
    }
  });
});
