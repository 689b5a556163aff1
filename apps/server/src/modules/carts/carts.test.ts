import { CART_STATE } from '@shop/domain/codes/cart-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { CART_ADD_LIMIT } from '@shop/domain/limits/cart-limits';
import { rentalTakeCost } from '@shop/domain/pricing/rental-take-cost';
import { CART_ADD_LIMIT_MESSAGE } from '@shop/domain/validation/order-create';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { signAccessToken } from '../../security/access-token';
import { insertCatalogFixture } from '../../test/catalog-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, bearer, createCustomer } from '../users/test-accounts';
import { CART_DURATION_GONE, CART_OPTION_GONE, CART_PRODUCT_GONE, priceCartItems } from './cart-pricing';
import { restoreCartItems } from './cart-service';

let app: TestApp;
let fx: Awaited<ReturnType<typeof insertCatalogFixture>>;
/** The rental category's duration option ids by months. */
let months: Record<number, number>;
let speakerGray: number;

beforeAll(async () => {
  app = await buildTestApp({ seed: false });
  fx = await insertCatalogFixture(app.database.db);
  const opts = await app.database.db
    .select()
    .from(t.subscCatOpts)
    .where(eq(t.subscCatOpts.subscCatId, fx.rental!.id));
  months = Object.fromEntries(opts.map((o) => [o.val, o.id]));
  const [gray] = await app.database.db
    .select()
    .from(t.prodOpts)
    .where(and(eq(t.prodOpts.prodId, fx.speaker!.id), eq(t.prodOpts.type, PROD_OPT_TYPE.COLOR)));
  speakerGray = gray!.id;
});
afterAll(() => app.close());

async function customer() {
  const user = await createCustomer(app.database.db);
  const token = await signAccessToken({ userId: user.id, tokenVersion: 0 }, app.config.jwtSecret, 600);
  return { id: user.id, headers: bearer(token) };
}

let seq = 0;
const localId = () => `local-${++seq}`;

/** A cart item in the compact form. */
function item(
  prodId: number,
  over: {
    colour?: number;
    months?: number;
    parts?: { prod_id: number; prod_opt_id: number | null }[];
    local_id?: string;
  } = {},
) {
  return {
    local_id: over.local_id ?? localId(),
    cartable_id: prodId,
    cartable_type: MORPH_TYPE.PROD,
    options: {
      prod_opts_select: over.colour ? [over.colour] : [],
      prod_conns_select: over.parts ?? [],
      subsc_cat: { id: fx.rental!.id, subsc_cat_opt_id: months[over.months ?? 12]! },
    },
  };
}

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => app.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

describe('POST and GET carts', () => {
  it('adds one item, then merges a list by local_id without duplicating', async () => {
    const c = await customer();
    const first = item(fx.turntable!.id, { colour: fx.white!.id, months: 24 });
    const one = await inject('POST', '/carts', c.headers, first);
    expect(one.statusCode).toBe(201);
    const [saved] = one.json().data;
    expect(saved).toMatchObject({
      local_id: first.local_id,
      cartable_id: fx.turntable!.id,
      cartable_type: MORPH_TYPE.PROD,
      orderer_type: MORPH_TYPE.SUBSC,
      state: CART_STATE.ENABLE,
      user_id: c.id,
      qty: 1,
      selected: true,
      cost: 35900,
      discount: null,
    });
    expect(saved.cartable).toMatchObject({ id: fx.turntable!.id, title: '클래식 턴테이블' });
    expect(saved.cartable.content).toBeUndefined();
    // The options come back in the documents' form, with the customer's choice selected.
    const colours = saved.options.prod_opts_select.filter(
      (o: { type: number }) => o.type === PROD_OPT_TYPE.COLOR,
    );
    expect(colours.map((o: { id: number; selected: boolean }) => [o.id, o.selected])).toEqual([
      [fx.black!.id, false],
      [fx.white!.id, true],
    ]);
    const picked = saved.options.subsc_cat.subsc_cat_opts.filter((o: { selected: boolean }) => o.selected);
    expect(picked.map((o: { val: number }) => o.val)).toEqual([24]);

    // The same local_id again with another duration, plus a new item: one update, one addition.
    const second = item(fx.speaker!.id, { colour: speakerGray });
    const merged = await inject('POST', '/carts', c.headers, {
      items: [
        {
          ...first,
          options: { ...first.options, subsc_cat: { id: fx.rental!.id, subsc_cat_opt_id: months[48] } },
        },
        second,
      ],
    });
    expect(merged.statusCode).toBe(201);
    expect(merged.json().data.map((i: { local_id: string }) => i.local_id)).toEqual([
      first.local_id,
      second.local_id,
    ]);
    expect(merged.json().data[0].cost).toBe(25900 + 3000);

    // Only updates: 200, still two items.
    const again = await inject('POST', '/carts', c.headers, { items: [second, second] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toHaveLength(2);

    const list = await inject('GET', '/carts?per_page=-1', c.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    expect(list.json().meta).toMatchObject({ per_page: -1, total: 2 });
    const rows = await app.database.db.select().from(t.carts).where(eq(t.carts.userId, c.id));
    expect(rows).toHaveLength(2);
  });

  it('accepts items in the form the browser keeps them (the product page detail with selected flags)', async () => {
    const c = await customer();
    const detail = (await inject('GET', `/prods/${fx.pkg!.id}`)).json().data;
    const browserItem = {
      id: null,
      local_id: localId(),
      cartable_id: detail.id,
      cartable_type: MORPH_TYPE.PROD,
      cartable: detail,
      options: {
        prod_conns_select: detail.prod_conns_pkg.map((part: { id: number; prod_opts: { id: number }[] }) => ({
          ...part,
          prod_opts: part.prod_opts.map((o) => ({
            ...o,
            selected: o.id === fx.white!.id || o.id === speakerGray,
          })),
        })),
        prod_opts_select: detail.prod_opts,
        subsc_cat: {
          ...detail.subsc_cat,
          subsc_cat_opts: detail.subsc_cat.subsc_cat_opts.map((o: { val: number }) => ({
            ...o,
            selected: o.val === 36,
          })),
        },
      },
      orderer_type: MORPH_TYPE.SUBSC,
      state: CART_STATE.ENABLE,
      selected: false,
      qty: 1,
      cost: 1,
      discount: null,
      discounts: [],
    };
    const res = await inject('POST', '/carts', c.headers, { items: [browserItem] });
    expect(res.statusCode).toBe(201);
    const [saved] = res.json().data;
    // Package at 36 months (29900 + 20000) plus the dearest part colour (white 3000); the sent cost is ignored.
    expect(saved).toMatchObject({ cost: 52900, selected: false, state: CART_STATE.ENABLE });
    const turntablePart = saved.options.prod_conns_select.find(
      (p: { id: number }) => p.id === fx.turntable!.id,
    );
    expect(turntablePart.prod_opts.find((o: { selected: boolean }) => o.selected).id).toBe(fx.white!.id);
  });

  it('refuses items that cannot be ordered, with the reason', async () => {
    const c = await customer();
    const cases: [object, string][] = [
      [item(fx.disabledProd!.id), CART_PRODUCT_GONE],
      [item(999_999), CART_PRODUCT_GONE],
      [item(fx.turntable!.id, { colour: speakerGray }), CART_OPTION_GONE],
      [item(fx.turntable!.id, { parts: [{ prod_id: fx.speaker!.id, prod_opt_id: null }] }), CART_OPTION_GONE],
      [
        item(fx.pkg!.id, { parts: [{ prod_id: fx.turntable!.id, prod_opt_id: speakerGray }] }),
        CART_OPTION_GONE,
      ],
      [
        {
          ...item(fx.turntable!.id),
          options: { subsc_cat: { id: fx.rental!.id, subsc_cat_opt_id: 999_999 } },
        },
        CART_DURATION_GONE,
      ],
      [item(fx.oldAmp!.id), '구매할 수 없는 상품입니다.'],
    ];
    for (const [body, message] of cases) {
      const res = await inject('POST', '/carts', c.headers, { items: [item(fx.turntable!.id), body] });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: { 'items.1': [message] } });
    }
    expect(await app.database.db.select().from(t.carts).where(eq(t.carts.userId, c.id))).toHaveLength(0);
  });

  it('marks items whose product, option or duration is gone as DISABLE', async () => {
    const c = await customer();
    const ok = item(fx.turntable!.id, { colour: fx.black!.id });
    await inject('POST', '/carts', c.headers, ok);
    const stored = (localIdValue: string, cartableId: number, options: object) => ({
      userId: c.id,
      localId: localIdValue,
      cartableType: MORPH_TYPE.PROD,
      cartableId,
      ordererType: MORPH_TYPE.SUBSC,
      state: CART_STATE.ENABLE,
      options,
    });
    await app.database.db.insert(t.carts).values([
      stored('gone-prod', fx.disabledProd!.id, {}),
      stored('gone-opt', fx.turntable!.id, { prod_opts_select: [999_999] }),
      stored('gone-duration', fx.turntable!.id, {
        subsc_cat: { id: fx.rental!.id, subsc_cat_opt_id: 999_999 },
      }),
    ]);
    const res = await inject('GET', '/carts?per_page=-1', c.headers);
    expect(res.statusCode).toBe(200);
    const states = Object.fromEntries(
      res.json().data.map((i: { local_id: string; state: number }) => [i.local_id, i.state]),
    );
    expect(states).toEqual({
      [ok.local_id]: CART_STATE.ENABLE,
      'gone-prod': CART_STATE.DISABLE,
      'gone-opt': CART_STATE.DISABLE,
      'gone-duration': CART_STATE.DISABLE,
    });
    expect(res.json().data.find((i: { local_id: string }) => i.local_id === 'gone-prod').cartable).toBeNull();
  });

  it(`keeps the cart at ${CART_ADD_LIMIT} items, but lets known items be updated`, async () => {
    const c = await customer();
    const full = Array.from({ length: CART_ADD_LIMIT }, () => item(fx.cable!.id));
    // The cable has no fee of its own: give it one so that it can be carted.
    await app.database.db.insert(t.prodSubscCatOpts).values(
      Object.entries(months).map(([val, optId]) => ({
        prodId: fx.cable!.id,
        subscCatOptId: optId,
        costSubsc: 1900,
        costSubscDuration: 1900 * Number(val),
        val: Number(val),
      })),
    );
    expect((await inject('POST', '/carts', c.headers, { items: full })).statusCode).toBe(201);
    const over = await inject('POST', '/carts', c.headers, item(fx.cable!.id));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(CART_ADD_LIMIT_MESSAGE);
    expect((await inject('POST', '/carts', c.headers, { items: full.slice(0, 3) })).statusCode).toBe(200);

    const other = await customer();
    const tooMany = Array.from({ length: CART_ADD_LIMIT + 1 }, () => item(fx.cable!.id));
    const refused = await inject('POST', '/carts', other.headers, { items: tooMany });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CART_ADD_LIMIT_MESSAGE);
  });
});

describe('PATCH carts/prices', () => {
  it('answers price lines from the database by the domain rule, ignoring any client price', async () => {
    const turntable = {
      ...item(fx.turntable!.id, { colour: fx.white!.id, months: 24 }),
      cost: 1,
      duration_cost: 1,
    };
    const speaker = {
      ...item(fx.speaker!.id, { colour: speakerGray, months: 36 }),
      cost: 10,
      discount: { id: 1, val: 99999 },
    };
    const pkg = item(fx.pkg!.id, {
      months: 12,
      parts: [
        { prod_id: fx.turntable!.id, prod_opt_id: fx.white!.id },
        { prod_id: fx.speaker!.id, prod_opt_id: speakerGray },
      ],
    });
    const addOn = item(fx.turntable!.id, {
      months: 48,
      parts: [{ prod_id: fx.cable!.id, prod_opt_id: null }],
    });
    const gone = item(fx.disabledProd!.id);
    const res = await inject('PATCH', '/carts/prices', {}, { carts: [turntable, speaker, pkg, addOn, gone] });
    expect(res.statusCode).toBe(200);
    const speakerDiscounts = await app.database.db
      .select()
      .from(t.discounts)
      .where(and(eq(t.discounts.discountableId, fx.speaker!.id)));
    const rate = speakerDiscounts.find((d) => d.typeVal === 'RATE')!;
    const expected = (
      monthly: number,
      m: number,
      colour = 0,
      discounts: { id: number; type_val: 'RATE'; val: number }[] = [],
    ) =>
      rentalTakeCost({
        durationMonthlyCost: monthly,
        months: m,
        options: [{ type: PROD_OPT_TYPE.COLOR, cost: colour }],
        discounts,
      });
    const tt = expected(32900, 24, 3000);
    const sp = expected(39900, 36, 0, [{ id: rate.id, type_val: 'RATE', val: rate.val }]);
    const pk = expected(59900, 12, 3000);
    const ao = expected(25900 + 1900, 48);
    expect(res.json().data).toEqual([
      {
        local_id: turntable.local_id,
        cost: tt.monthly,
        cost_discount: 0,
        duration_cost: tt.monthly,
        months: 24,
        state: 100,
      },
      {
        local_id: speaker.local_id,
        cost: sp.monthly,
        cost_discount: sp.discount!.val,
        duration_cost: sp.monthly - sp.discount!.val,
        months: 36,
        state: 100,
      },
      {
        local_id: pkg.local_id,
        cost: pk.monthly,
        cost_discount: 0,
        duration_cost: pk.monthly,
        months: 12,
        state: 100,
      },
      {
        local_id: addOn.local_id,
        cost: ao.monthly,
        cost_discount: 0,
        duration_cost: ao.monthly,
        months: 48,
        state: 100,
      },
      {
        local_id: gone.local_id,
        cost: 0,
        cost_discount: 0,
        duration_cost: 0,
        months: 0,
        state: CART_STATE.DISABLE,
      },
    ]);
    // Hand-checked: 35,900; 39,900 less 10% (3,990); 59,900 + 3,000; 25,900 + 1,900.
    expect(res.json().data.map((l: { duration_cost: number }) => l.duration_cost)).toEqual([
      35900, 35910, 62900, 27800, 0,
    ]);

    // The function the checkout calls gives the same lines, with what an order records.
    const lines = await priceCartItems(app.database.db, null, [speaker]);
    expect(lines[0]).toMatchObject({
      title: '무선 스피커 S',
      duration_cost: 35910,
      total: 35910 * 36,
      subsc_cat_id: fx.rental!.id,
      subsc_cat_opt_id: months[36],
      discount: { id: rate.id, val: 3990 },
      problem: null,
    });
  });

  it('works for a signed-in customer and refuses a forged token', async () => {
    const c = await customer();
    const body = { carts: [item(fx.turntable!.id)] };
    expect((await inject('PATCH', '/carts/prices', c.headers, body)).statusCode).toBe(200);
    expect((await inject('PATCH', '/carts/prices', bearer('forged'), body)).statusCode).toBe(401);
  });
});

describe('cart ownership', () => {
  it('needs a sign-in, shows only the own cart and deletes only own items', async () => {
    const a = await customer();
    const b = await customer();
    const shared = 'same-local-id';
    const aItems = [item(fx.turntable!.id, { local_id: shared }), item(fx.speaker!.id)];
    await inject('POST', '/carts', a.headers, { items: aItems });
    // Another customer's item with the same local_id is his own row, not a merge into A's.
    expect(
      (await inject('POST', '/carts', b.headers, item(fx.speaker!.id, { local_id: shared }))).statusCode,
    ).toBe(201);

    for (const [method, url] of [
      ['GET', '/carts'],
      ['POST', '/carts'],
      ['POST', '/carts/deleteItemsByLocalId'],
    ] as const) {
      expect(
        (await inject(method, url, {}, method === 'GET' ? undefined : { localIds: [] })).statusCode,
      ).toBe(401);
    }

    const bList = (await inject('GET', '/carts?per_page=-1', b.headers)).json().data;
    expect(bList.map((i: { user_id: number; cartable_id: number }) => [i.user_id, i.cartable_id])).toEqual([
      [b.id, fx.speaker!.id],
    ]);

    const stolen = await inject('POST', '/carts/deleteItemsByLocalId', b.headers, {
      localIds: [aItems[1]!.local_id],
    });
    expect(stolen.statusCode).toBe(200);
    expect(stolen.json().data.local_ids).toEqual([]);
    expect((await inject('GET', '/carts', a.headers)).json().data).toHaveLength(2);

    const own = await inject('POST', '/carts/deleteItemsByLocalId', a.headers, { localIds: [shared] });
    expect(own.json().data.local_ids).toEqual([shared]);
    expect((await inject('GET', '/carts', a.headers)).json().data).toHaveLength(1);
    expect((await inject('GET', '/carts', b.headers)).json().data).toHaveLength(1);
  });

  it('puts items back after a failed payment (restoreCartItems)', async () => {
    const c = await customer();
    const back = [item(fx.turntable!.id, { colour: fx.white!.id }), item(fx.speaker!.id)];
    expect(await restoreCartItems(app.database.db, c.id, back)).toEqual(back.map((i) => i.local_id));
    await restoreCartItems(app.database.db, c.id, back);
    const list = (await inject('GET', '/carts', c.headers)).json().data;
    expect(list.map((i: { local_id: string; state: number }) => [i.local_id, i.state])).toEqual(
      back.map((i) => [i.local_id, CART_STATE.ENABLE]),
    );
  });
});
