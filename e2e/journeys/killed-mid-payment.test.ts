import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCall, demoCheckoutParts, demoToken } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

type Detail = {
  id: number;
  prod_stocks_qty_color: { prod_opt_type_color_id: number | null; countAvail: number }[];
};
type CartRow = { local_id: string };

/** The test PG answers a charge after this long: the server is killed while it waits. */
const CHARGE_MS = 8_000;
/**
 * A charge is given up after 10 s, so a payment pending for 15 s belongs to a stopped server (the least
 * ABANDONED_PAYMENT_MINUTES allows).
 */
const ABANDONED_MS = 15_000;
const PAYMENT_TIMING = {
  PAYMENTS_TIMEOUT_MS: '10000',
  ABANDONED_PAYMENT_MINUTES: String(ABANDONED_MS / 60_000),
};

/**
 * The server is killed (SIGKILL, nothing flushed) while the first instalment's charge is with the payment
 * company, and stays down until the payment counts as abandoned. Started again on the same data folder, its
 * engine's first sweep finds the payment left pending, cancels the charge and undoes the checkout: the unit
 * is free again and the item is still in the customer's cart. Only that sweep frees it: a claimed order is
 * not released by the unpaid-order hold. (A payment younger than that is left alone: the sweep's unit test,
 * abandoned-payments.test.ts.)
 */
describe('a server killed in the middle of a payment', () => {
  let server: RunningServer | null = null;
  let dataDir = '';
  let token = '';
  const localId = `killed-${Date.now()}`;
  let colourId = 0;
  let availBefore = 0;
  let paidAt = 0;

  const call = <T>(method: string, path: string, auth: string | null, body?: unknown) =>
    customerCall<T>(server!.url, method, path, auth, body);
  const avail = async () =>
    (await call<Detail>('GET', 'prods/19', null)).prod_stocks_qty_color.find(
      (s) => s.prod_opt_type_color_id === colourId,
    )!.countAvail;

  beforeAll(async () => {
    server = await startServer({ SIM_PG_LATENCY_MS: String(CHARGE_MS), ...PAYMENT_TIMING });
    dataDir = server.dataDir;
    token = await demoToken(server.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is killed while the charge is under way', async () => {
    const detail = await call<Detail>('GET', 'prods/19', null);
    const free = detail.prod_stocks_qty_color.find(
      (s) => s.prod_opt_type_color_id !== null && s.countAvail > 0,
    )!;
    colourId = free.prod_opt_type_color_id!;
    availBefore = free.countAvail;
    const item = {
      local_id: localId,
      cartable_id: 19,
      cartable_type: 800,
      options: { prod_opts_select: [colourId], subsc_cat: { id: 1, subsc_cat_opt_id: 1, val: 12 } },
    };
    await call('POST', 'carts', token, { items: [item] });
    const { spotId, cardId, docIds } = await demoCheckoutParts(server!.url, token);
    const orders = await call<{ id: number }[]>('POST', 'purOrders', token, {
      items: [localId],
      spot_id: spotId,
    });
    expect(await avail()).toBe(availBefore - 1);

    paidAt = Date.now();
    const paying = call('POST', 'payments', token, {
      pur_orders: orders.map((o) => o.id),
      payment_bill_auth_id: cardId,
      doc_ids: docIds,
    }).then(
      () => 'answered',
      () => 'no answer',
    );
    // Half the charge's wait: the claim is written, the test PG has not answered.
    await new Promise((resolve) => setTimeout(resolve, CHARGE_MS / 2));
    await server!.kill();
    expect(await paying).toBe('no answer');
  }, 60_000);

  it('frees the unit once started again, with the item still in the cart', async () => {
    // Down until the payment is older than the abandonment threshold.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, paidAt + ABANDONED_MS + 1_000 - Date.now())),
    );
    server = await startServer({ ...PAYMENT_TIMING, DATA_DIR: dataDir });
    token = await demoToken(server.url);
    // The engine's sweep when a server starts (then every minute).
    await expect.poll(avail, { timeout: 60_000, interval: 1_000 }).toBe(availBefore);
    const cart = await call<CartRow[]>('GET', 'carts?per_page=-1', token);
    expect(cart.map((row) => row.local_id)).toContain(localId);
  }, 120_000);
});
