import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { insertCatalogFixture } from '../../test/catalog-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof insertCatalogFixture>>;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  f = await insertCatalogFixture(t.database.db);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject(`/api/v2/customer/${url}`);
  return { status: res.statusCode, body: res.json() };
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET prodCats', () => {
  it('lists every category with its count of enabled option-type products', async () => {
    const { status, body } = await get('prodCats?per_page=-1');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: -1, total: 3 });
    expect(body.data.map((c: { title: string; prods_count: number }) => [c.title, c.prods_count])).toEqual([
      ['턴테이블', 1],
      ['무선 스피커', 3],
      ['리퍼브', 1],
    ]);
    expect(body.data[0]).not.toHaveProperty('prods');
  });

  it('lists the products simply and drops empty categories when asked', async () => {
    const { body } = await get('prodCats?per_page=-1&prods_simple=true&prods_count_gt=1');
    expect(body.data).toHaveLength(1);
    expect(body.data[0].title).toBe('무선 스피커');
    // The package and the disabled product are left out; the discontinued one is still enabled.
    expect(body.data[0].prods.map((p: { title: string }) => p.title)).toEqual([
      '무선 스피커 S',
      '단종 앰프',
      '스피커 케이블',
    ]);
  });

  it('filters by state and pages with the default size', async () => {
    const visible = await get('prodCats?state=100');
    expect(visible.body.data.map((c: { title: string }) => c.title)).toEqual(['턴테이블', '무선 스피커']);
    const page = await get('prodCats?per_page=2&page=2');
    expect(page.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(page.body.data).toHaveLength(1);
  });
});

describe('GET prods', () => {
  it('lists visible products in their order, ten per page by default', async () => {
    const { status, body } = await get('prods');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 6 });
    expect(ids(body.data)).toEqual(
      ids([f.turntable!, f.speaker!, f.oldAmp!, f.pkg!, f.cable!, f.hiddenProd!]),
    );
  });

  it('gives a card everything it shows: maker, category, lowest monthly fee, images in order, colours', async () => {
    const { body } = await get(`prods?prod_cat_id=${f.turntables!.id}&type_conn=200`);
    expect(body.data).toHaveLength(1);
    const card = body.data[0];
    expect(card).toMatchObject({
      title: '클래식 턴테이블',
      corp_maker: { id: f.maker!.id, title: '소리공방' },
      prod_cat_title: '턴테이블',
      cost_subsc: 25900,
      cost_subsc_months: 48,
      discounts: [],
      discount_ctr: 0,
    });
    expect(card.atts.map((a: { url: string }) => a.url)).toEqual([
      '/files/products/tt-1.svg',
      '/files/products/tt-2.svg',
    ]);
    expect(card.prod_opts.map((o: { title: string; selected: boolean }) => [o.title, o.selected])).toEqual([
      ['블랙', true],
      ['화이트', false],
    ]);
  });

  it('names the term of the lowest fee (the shorter of two that cost the same), none without a fee', async () => {
    const card = async (id: number) =>
      (await get('prods?per_page=-1')).body.data.find((p: { id: number }) => p.id === id);
    expect(await card(f.cable!.id)).toMatchObject({ cost_subsc: null, cost_subsc_months: null });
    expect(await card(f.speaker!.id)).toMatchObject({ cost_subsc: 35900, cost_subsc_months: 48 });
    const { db } = t.database;
    const [thirtySix] = await db
      .select({ id: schema.prodSubscCatOpts.id })
      .from(schema.prodSubscCatOpts)
      .where(and(eq(schema.prodSubscCatOpts.prodId, f.turntable!.id), eq(schema.prodSubscCatOpts.val, 36)));
    const set = (costSubsc: number) =>
      db
        .update(schema.prodSubscCatOpts)
        .set({ costSubsc })
        .where(eq(schema.prodSubscCatOpts.id, thirtySix!.id));
    await set(25900);
    try {
      expect(await card(f.turntable!.id)).toMatchObject({ cost_subsc: 25900, cost_subsc_months: 36 });
    } finally {
      await set(29900);
    }
  });

  it('filters by maker, tag, subscription category and type', async () => {
    expect((await get(`prods?corp_maker_id=${f.maker!.id}`)).body.meta.total).toBe(6);
    expect(ids((await get(`prods?tag_id=${f.tag!.id}`)).body.data)).toEqual(ids([f.turntable!, f.pkg!]));
    const inMulti = (await get(`prods?subsc_cat_id=${f.multi!.id}`)).body.data;
    expect(ids(inMulti)).toEqual(ids([f.speaker!]));
    // Priced in that category, as its page opened from there is (its own category: 35,900 for 48 months).
    expect(inMulti[0]).toMatchObject({ cost_subsc: 45000, cost_subsc_months: 12 });
    expect(ids((await get('prods?type_conn=100')).body.data)).toEqual(ids([f.pkg!]));
    expect((await get('prods?corp_maker_id=999')).body).toMatchObject({
      data: [],
      meta: { total: 0, last_page: 1 },
    });
  });

  it('carries the active discounts in order, the last being the one that applies', async () => {
    const { body } = await get(`prods?prod_cat_id=${f.speakers!.id}`);
    const speaker = body.data.find((p: { id: number }) => p.id === f.speaker!.id);
    expect(speaker.discounts.map((d: { type_val: string; val: number }) => [d.type_val, d.val])).toEqual([
      ['COST', 5000],
      ['RATE', 10],
    ]);
    expect(speaker.discount_ctr).toBe(2);
  });

  it('pages by per_page and page, and per_page=-1 gives all', async () => {
    const page = await get('prods?per_page=4&page=2');
    expect(page.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 4, total: 6 });
    expect(ids(page.body.data)).toEqual(ids([f.cable!, f.hiddenProd!]));
    expect((await get('prods?per_page=-1')).body.data).toHaveLength(6);
  });

  it('refuses a malformed filter with a Korean JSON error', async () => {
    const { status, body } = await get('prods?prod_cat_id=abc');
    expect(status).toBe(400);
    expect(body.message).toBe('입력값을 확인해 주세요.');
    expect(Object.keys(body.errors)).toContain('prod_cat_id');
  });
});

describe('GET prods/{id}', () => {
  it('answers a product with stock per colour, fees per duration, add-ons, manuals and tags', async () => {
    const { status, body } = await get(`prods/${f.turntable!.id}`);
    expect(status).toBe(200);
    const p = body.data;
    expect(p.content.spec).toBe('<p>사양</p>');
    // Stored HTML leaves through the allow-list: no script, no event handler.
    expect(p.content.detail).toBe('<p class="lead">소개</p>');
    expect(p.prod_stocks_qty_color).toEqual([
      { prod_id: f.turntable!.id, prod_opt_type_color_id: f.black!.id, count: 3, countAvail: 2 },
    ]);
    expect(p.subsc_cat.title).toBe('렌탈');
    expect(
      p.subsc_cat.subsc_cat_opts.map((o: { val: number; prod_subsc_cat_opts: { cost_subsc: number }[] }) => [
        o.val,
        o.prod_subsc_cat_opts[0]?.cost_subsc,
      ]),
    ).toEqual([
      [12, 39900],
      [24, 32900],
      [36, 29900],
      [48, 25900],
    ]);
    expect(p.subsc_cat.subsc_cat_opts[0].prod_subsc_cat_opts[0].cost_subsc_duration).toBe(39900 * 12);
    expect(
      p.prod_conns_conns.map((c: { title: string; type_stock: number }) => [c.title, c.type_stock]),
    ).toEqual([['스피커 케이블', 2]]);
    expect(p.prod_conns_pkg).toEqual([]);
    expect(p.docs).toEqual([
      {
        id: expect.any(Number),
        title: '클래식 턴테이블 사용 설명서',
        type: 801,
        url: expect.stringMatching(/^\/api\/v2\/customer\/files\/atts\/\d+\/download$/),
      },
    ]);
    expect(p.tag_taggables_with_tag.map((tt: { tag: { title: string } }) => tt.tag.title)).toEqual([
      '입문용',
    ]);
    expect(p.prod_opts_with_att).toHaveLength(2);
  });

  it('answers a package with its parts, each with its own colours and stock', async () => {
    const { body } = await get(`prods/${f.pkg!.id}`);
    expect(body.data.prod_conns_pkg.map((part: { id: number }) => part.id)).toEqual(
      ids([f.turntable!, f.speaker!]),
    );
    expect(body.data.prod_conns_pkg[1].prod_stocks_qty_color[0]).toMatchObject({ count: 1, countAvail: 1 });
    expect(body.data.prod_conns_pkg[0].prod_opts).toHaveLength(2);
  });

  it('shows the fees of the subscription category asked for, or none when the product is not in it', async () => {
    const inMulti = await get(`prods/${f.speaker!.id}?subsc_cat_id=${f.multi!.id}`);
    expect(inMulti.body.data.subsc_cat.title).toBe('교환 구독');
    expect(inMulti.body.data.subsc_cat.subsc_cat_opts[0].prod_subsc_cat_opts[0].cost_subsc).toBe(45000);
    const notInMulti = await get(`prods/${f.turntable!.id}?subsc_cat_id=${f.multi!.id}`);
    expect(notInMulti.body.data.subsc_cat.subsc_cat_opts[0].prod_subsc_cat_opts).toEqual([]);
  });

  it('answers 404 in Korean for an unknown or disabled product, 400 for a malformed id', async () => {
    for (const id of [999999, f.disabledProd!.id]) {
      const { status, body } = await get(`prods/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: '상품 정보를 찾을 수 없습니다.', errors: {} });
    }
    expect((await get('prods/abc')).status).toBe(400);
  });
});

describe('GET tags and subscCats', () => {
  it('lists enabled tags', async () => {
    const { body } = await get('tags?per_page=-1');
    expect(body.data).toEqual([{ id: f.tag!.id, title: '입문용', state: 100 }]);
  });

  it('lists both subscription categories with their durations, and filters exchange ones by type=multi', async () => {
    const all = await get('subscCats');
    expect(all.body.data.map((c: { type: number }) => c.type)).toEqual([400, 600]);
    expect(all.body.data[0].subsc_cat_opts.map((o: { val: number }) => o.val)).toEqual([12, 24, 36, 48]);
    expect(all.body.data[0].subsc_cat_opts[0]).not.toHaveProperty('prod_subsc_cat_opts');
    const multi = await get('subscCats?type=multi');
    expect(multi.body.data.map((c: { title: string }) => c.title)).toEqual(['교환 구독']);
    expect((await get('subscCats?type=weekly')).status).toBe(400);
  });
});

describe('transport', () => {
  it('compresses a large answer for a client that accepts gzip', async () => {
    const res = await t.app.inject({
      url: '/api/v2/customer/prods?per_page=-1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
