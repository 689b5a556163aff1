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
/** A payment left pending this long belongs to a stopped server (the least the setting allows). */
const ABANDONED = { ABANDONED_PAYMENT_MINUTES: '1' };

/**
 * The server is killed (SIGKILL, nothing flushed) while the first instalment's charge is with the payment
 * company. Started again on the same data folder, its engine finds the payment left pending, cancels the
 * charge and undoes the checkout: the unit is free again and the item is still in the customer's cart.
 * Only that sweep frees it: a claimed order is not released by the unpaid-order hold.
 */
describe('a server killed in the middle of a payment', () => {
  let server: RunningServer | null = null;
  let dataDir = '';
  let token = '';
  const localId = `killed-${Date.now()}`;
  let colourId = 0;
  let availBefore = 0;

  const call = <T>(method: string, path: string, auth: string | null, body?: unknown) =>
    customerCall<T>(server!.url, method, path, auth, body);
  const avail = async () =>
    (await call<Detail>('GET', 'prods/19', null)).prod_stocks_qty_color.find(
      (s) => s.prod_opt_type_color_id === colourId,
    )!.countAvail;

  beforeAll(async () => {
    server = await startServer({ SIM_PG_LATENCY_MS: String(CHARGE_MS), ...ABANDONED });
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
    server = await startServer({ ...ABANDONED, DATA_DIR: dataDir });
    token = await demoToken(server.url);
    // Nothing is undone before the payment counts as abandoned: the unit is still held.
    expect(await avail()).toBe(availBefore - 1);
    // The engine's minutely sweep, once the payment is a minute old.
    const deadline = Date.now() + 200_000;
    while (Date.now() < deadline && (await avail()) !== availBefore) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    expect(await avail()).toBe(availBefore);
    const cart = await call<CartRow[]>('GET', 'carts?per_page=-1', token);
    expect(cart.map((row) => row.local_id)).toContain(localId);
  }, 240_000);
});
