import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, staffBearer, staffLoginAs } from '../admin/test-staff';
import { discounts } from '../db/schema';
import {
  type CheckoutFixture,
  call,
  cartItem,
  customerWithAddress,
  insertCheckoutFixture,
} from '../modules/checkout/checkout-fixture';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let f: CheckoutFixture;
let staffToken: string;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  f = await insertCheckoutFixture(t.database.db);
  staffToken = await staffLoginAs(t, 'content');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v2/customer/${url}`, headers });

/** Runs a request and says whether the catalogue cache answered it (a hit) or computed it (a miss). */
async function counted(url: string, headers: Record<string, string> = {}) {
  const before = t.app.catalogCache.stats();
  const res = await get(url, headers);
  const after = t.app.catalogCache.stats();
  return { res, hits: after.hits - before.hits, misses: after.misses - before.misses };
}

type Stock = { prod_opt_type_color_id: number | null; countAvail: number };
const blackAvail = (body: { data: { prod_stocks_qty_color: Stock[] } }) =>
  body.data.prod_stocks_qty_color.find((s) => s.prod_opt_type_color_id === f.black!.id)?.countAvail;

describe('catalogue answers kept per catalogue version', () => {
  it('are computed once, then sent from the cache until a stock hold changes the stock shown', async () => {
    const first = await counted(`prods/${f.turntable!.id}`);
    expect(first.res.statusCode).toBe(200);
    const again = await counted(`prods/${f.turntable!.id}`);
    expect(again).toMatchObject({ hits: 1, misses: 0 });
    expect(again.res.body).toBe(first.res.body);
    const avail = blackAvail(first.res.json());

    // A checkout's orders hold a unit: the very next read shows one less.
    const c = await customerWithAddress(t);
    const item = await cartItem(t, f, c, f.turntable!, f.black!.id);
    const orders = await call(t, c, 'POST', 'purOrders', { items: [item], spot_id: c.spot.id });
    expect(orders.status).toBe(201);
    const after = await counted(`prods/${f.turntable!.id}`);
    expect(after.misses).toBe(1);
    expect(blackAvail(after.res.json())).toBe(avail! - 1);
    expect((await counted(`prods/${f.turntable!.id}`)).hits).toBe(1);
  });

  it('show a console edit at once, in the list and the detail', async () => {
    await get(`prods/${f.speaker!.id}`);
    await get('prods?per_page=30');
    expect((await counted('prods?per_page=30')).hits).toBe(1);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/catalogue/prods/${f.speaker!.id}`,
      headers: staffBearer(staffToken),
      payload: { title: '무선 스피커 S2' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(`prods/${f.speaker!.id}`)).json().data.title).toBe('무선 스피커 S2');
    const list = (await get('prods?per_page=30')).json().data as { id: number; title: string }[];
    expect(list.find((p) => p.id === f.speaker!.id)?.title).toBe('무선 스피커 S2');
  });

  it('share one answer between the same query written in another order, with defaults filled in', async () => {
    const a = await counted(`prods?prod_cat_id=${f.turntables!.id}&per_page=30&page=1`);
    const b = await counted(`prods?page=1&per_page=30&prod_cat_id=${f.turntables!.id}`);
    expect(a.misses + a.hits).toBe(1);
    expect(b).toMatchObject({ hits: 1, misses: 0 });
    expect(b.res.body).toBe(a.res.body);
    // page=1 is the default: the same answer.
    expect((await counted(`prods?prod_cat_id=${f.turntables!.id}&per_page=30`)).hits).toBe(1);
  });

  it('show a discount that starts later once it has started, with no write in between', async () => {
    expect((await get(`prods/${f.turntable!.id}`)).json().data.discounts).toEqual([]);
    await t.database.db.insert(discounts).values({
      discountableType: MORPH_TYPE.PROD,
      discountableId: f.turntable!.id,
      title: '곧 시작하는 할인',
      typeVal: 'COST',
      val: 1000,
      state: 100,
      // Far enough ahead that the two reads before it finish first on a busy machine (2 s was not).
      startAt: sql`now() + interval '5 seconds'`,
    });
    const inserted = Date.now();
    // The insert moved the version; then the answer is kept until the discount starts.
    expect((await get(`prods/${f.turntable!.id}`)).json().data.discounts).toEqual([]);
    expect((await counted(`prods/${f.turntable!.id}`)).hits).toBe(1);
    await new Promise((r) => setTimeout(r, 5200 - (Date.now() - inserted)));
    const started = await counted(`prods/${f.turntable!.id}`);
    expect(started.misses).toBe(1);
    expect(started.res.statusCode, started.res.body).toBe(200);
    expect(started.res.json().data.discounts.map((d: { title: string }) => d.title)).toEqual([
      '곧 시작하는 할인',
    ]);
  });

  it('send a URL answered before its kept answer without running the route again, until a write', async () => {
    await get('tags?per_page=-1');
    const serve = vi.spyOn(t.app.catalogCache, 'serve');
    try {
      const again = await counted('tags?per_page=-1');
      expect(again.res.statusCode).toBe(200);
      expect(again.hits).toBe(1);
      // Sent by the route's onRequest hook: its query was not checked again and its handler did not run.
      expect(serve).not.toHaveBeenCalled();
      // A query the route refuses never reaches a handler, so it is never remembered: a 400 every time.
      for (let i = 0; i < 2; i++) expect((await get('tags?per_page=abc')).statusCode).toBe(400);
      expect(serve).not.toHaveBeenCalled();
      // A write moves the version: the kept answer is old, and the handler computes the answer again.
      await t.database.db.execute(sql`update tags set title = title`);
      const after = await counted('tags?per_page=-1');
      expect(after.misses).toBe(1);
      expect(serve).toHaveBeenCalledTimes(1);
    } finally {
      serve.mockRestore();
    }
  });

  it('never keep an error: an unknown product is a 404 each time it is asked', async () => {
    const missing = await get('prods/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('상품 정보를 찾을 수 없습니다.');
    expect((await counted('prods/999999')).misses).toBe(1);
  });
});

describe('ETag, 304 and compression', () => {
  it('send an ETag and no-cache, and 304 without a body to a matching If-None-Match', async () => {
    const res = await get('prods?per_page=30');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const cached = await get('prods?per_page=30', { 'if-none-match': ifNoneMatch });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    expect((await get('prods?per_page=30', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // The same bytes have the same ETag on any instance: a second query of the same answer shares it.
    expect((await get('prods?page=1&per_page=30')).headers.etag).toBe(etag);
  });

  it('give a new ETag after a write changes the answer, and a 200 to the old one', async () => {
    const old = (await get(`prods/${f.turntable!.id}`)).headers.etag as string;
    const c = await customerWithAddress(t);
    const item = await cartItem(t, f, c, f.turntable!, f.black!.id);
    expect((await call(t, c, 'POST', 'purOrders', { items: [item], spot_id: c.spot.id })).status).toBe(201);
    const now = await get(`prods/${f.turntable!.id}`, { 'if-none-match': old });
    expect(now.statusCode).toBe(200);
    expect(now.headers.etag).not.toBe(old);
  });

  it('send the answer compressed once, as the caller accepts (brotli first), the same bytes inside', async () => {
    const plain = await get('prods?per_page=30');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('prods?per_page=30', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('prods?per_page=30', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    // A small answer is not worth compressing.
    const tags = await get('tags', { 'accept-encoding': 'gzip, br' });
    expect(tags.headers['content-encoding']).toBeUndefined();
  });
});
