import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, staffBearer, staffLoginAs } from '../admin/test-staff';
import { type Database, openDatabase } from '../db/client';
import {
  type CheckoutFixture,
  call,
  cartItem,
  customerWithAddress,
  insertCheckoutFixture,
} from '../modules/checkout/checkout-fixture';
import { buildTestApp, type TestApp } from '../test/test-app';

// Two server instances on one database, each with its own catalogue cache: on PostgreSQL
// (TEST_DATABASE_URL) each with its own pool, reading the version row; embedded, both on the one PGlite.
let a: TestApp;
let b: TestApp;
let second: Database | null = null;
let f: CheckoutFixture;
let staffToken: string;

beforeAll(async () => {
  a = await buildTestApp({ seed: false });
  f = await insertCheckoutFixture(a.database.db);
  const url = (a.database as Database & { url?: string | null }).url;
  second = url ? await openDatabase({ databaseUrl: url }) : null;
  b = await buildTestApp({ seed: false, database: second ?? a.database });
  staffToken = await staffLoginAs(a, 'content');
});
afterAll(async () => {
  await b.close();
  await second?.close();
  await a.close();
});

const read = async (t: TestApp, url: string) => {
  const before = t.app.catalogCache.stats().hits;
  const res = await t.app.inject(`/api/v2/customer/${url}`);
  expect(res.statusCode).toBe(200);
  return { data: res.json().data, hit: t.app.catalogCache.stats().hits > before };
};

type Stock = { prod_opt_type_color_id: number | null; countAvail: number };
const blackAvail = (data: { prod_stocks_qty_color: Stock[] }) =>
  data.prod_stocks_qty_color.find((s) => s.prod_opt_type_color_id === f.black!.id)?.countAvail;

async function holdBlackTurntable(through: TestApp) {
  const c = await customerWithAddress(through);
  const item = await cartItem(through, f, c, f.turntable!, f.black!.id);
  const orders = await call(through, c, 'POST', 'purOrders', { items: [item], spot_id: c.spot.id });
  expect(orders.status).toBe(201);
}

describe('two server instances on one database', () => {
  it('a stock hold through one is shown through the other at once, though it had the answer kept', async () => {
    await read(b, `prods/${f.turntable!.id}`);
    const kept = await read(b, `prods/${f.turntable!.id}`);
    expect(kept.hit).toBe(true);

    await holdBlackTurntable(a);
    const after = await read(b, `prods/${f.turntable!.id}`);
    expect(after.hit).toBe(false);
    expect(blackAvail(after.data)).toBe(blackAvail(kept.data)! - 1);

    // And the other way round.
    await read(a, `prods/${f.turntable!.id}`);
    expect((await read(a, `prods/${f.turntable!.id}`)).hit).toBe(true);
    await holdBlackTurntable(b);
    expect(blackAvail((await read(a, `prods/${f.turntable!.id}`)).data)).toBe(blackAvail(kept.data)! - 2);
  });

  it('a console edit through one is shown through the other at once', async () => {
    await read(b, 'prods?per_page=30');
    expect((await read(b, 'prods?per_page=30')).hit).toBe(true);
    const edit = await a.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/catalogue/prods/${f.turntable!.id}`,
      headers: staffBearer(staffToken),
      payload: { title: '클래식 턴테이블 II' },
    });
    expect(edit.statusCode).toBe(200);
    const list = (await read(b, 'prods?per_page=30')).data as { id: number; title: string }[];
    expect(list.find((p) => p.id === f.turntable!.id)?.title).toBe('클래식 턴테이블 II');
    expect((await read(b, `prods/${f.turntable!.id}`)).data.title).toBe('클래식 턴테이블 II');
  });

  it('both give the same answer the same ETag', async () => {
    const etag = async (t: TestApp) =>
      (await t.app.inject('/api/v2/customer/prods?per_page=30')).headers.etag;
    expect(await etag(a)).toBe(await etag(b));
  });
});
