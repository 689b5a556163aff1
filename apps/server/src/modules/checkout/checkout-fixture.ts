import { CART_STATE } from '@shop/domain/codes/cart-state';
import { DOC_SLUG, DOC_SLUG_TYPE, PURCHASE_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, docs, prodStocks, prodSubscCatOpts, spots, subscCatOpts } from '../../db/schema';
import { insertCatalogFixture } from '../../test/catalog-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, bearer, createCustomer, tokenFor } from '../users/test-accounts';

/** The catalog fixture plus the purchase documents and the 12-month option, for checkout tests. */
export async function insertCheckoutFixture(db: Db) {
  const catalog = await insertCatalogFixture(db);
  const purchaseDocs = await db
    .insert(docs)
    .values(
      [...PURCHASE_REQUIRED_DOC_SLUGS, DOC_SLUG.USAGE].map((slug) => ({
        slug,
        type: DOC_SLUG_TYPE[slug],
        title: slug,
        state: STATE.ENABLE,
      })),
    )
    .returning();
  const [months12] = await db
    .select()
    .from(subscCatOpts)
    .where(and(eq(subscCatOpts.subscCatId, catalog.rental!.id), eq(subscCatOpts.val, 12)));
  // The cable (an add-on of the turntable) can be priced, so only the accessory rule refuses it alone.
  await db.insert(prodSubscCatOpts).values({
    prodId: catalog.cable!.id,
    subscCatOptId: months12!.id,
    costSubsc: 3000,
    costSubscDuration: 36000,
    val: 12,
  });
  // Enough black turntables for every test of a file; the speaker keeps its single unit.
  await db.insert(prodStocks).values(
    Array.from({ length: 20 }, (_, n) => ({
      prodId: catalog.turntable!.id,
      prodOptId: catalog.black!.id,
      sn: `TT-1-B-X${n}`,
      state: STOCK_STATE.ENABLE,
      tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
    })),
  );
  const [speakerGray] = await db.query.prodOpts.findMany({
    where: (o, { eq }) => eq(o.prodId, catalog.speaker!.id),
  });
  return {
    ...catalog,
    months12: months12!,
    speakerGray: speakerGray!,
    docIds: purchaseDocs.slice(0, PURCHASE_REQUIRED_DOC_SLUGS.length).map((d) => d.id),
  };
}

export type CheckoutFixture = Awaited<ReturnType<typeof insertCheckoutFixture>>;

/** A fresh app without the demo seed, holding the checkout fixture: a checkout test file's set-up. */
export async function buildCheckoutApp(options: Omit<Parameters<typeof buildTestApp>[0], 'seed'> = {}) {
  const t = await buildTestApp({ ...options, seed: false });
  return { t, f: await insertCheckoutFixture(t.database.db) };
}

/** A signed-in customer with a saved Seoul address. */
export async function customerWithAddress(t: TestApp) {
  const user = await createCustomer(t.database.db);
  const { access_token } = await tokenFor(t, user);
  const [spot] = await t.database.db
    .insert(spots)
    .values({
      spotableType: MORPH_TYPE.USER,
      spotableId: user.id,
      name: user.name,
      tel: user.mobile!,
      addr: '서울특별시 마포구 월드컵북로 396 (상암동)',
      addrCode: '03925',
      addrDesc: '101동 1203호',
      state: SPOT_STATE.DEFAULT,
    })
    .returning();
  return { user, token: access_token, spot: spot!, headers: bearer(access_token) };
}

export type Customer = Awaited<ReturnType<typeof customerWithAddress>>;

export async function call(
  t: TestApp,
  c: { headers: Record<string, string> } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  key?: string,
) {
  const res = await t.app.inject({
    method,
    url: `${API}/${path}`,
    headers: { ...(c?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Registers a card through the simulator's card page, as the browser would. */
export async function registerCard(t: TestApp, c: Customer, cardNumber = '4242424242424242') {
  const start = await call(t, c, 'POST', 'payments/billAuth');
  const page = await t.app.inject(start.body.data.url);
  if (page.statusCode !== 200) throw new Error('card page missing');
  await t.app.inject({
    method: 'POST',
    url: `${API}/sim/pg/billing-key`,
    payload: {
      issue_id: start.body.data.issue_id,
      card_number: cardNumber,
      expiry: '1239',
      birth: '900101',
      pwd_2digit: '12',
    },
  });
  return call(t, c, 'POST', 'payments/billAuth/confirm', { issue_id: start.body.data.issue_id });
}

/** The checkout's two calls: orders for the items, then their payment with the card (none if ordering failed). */
export async function orderAndPay(
  t: TestApp,
  f: CheckoutFixture,
  c: Customer,
  cardId: number,
  items: (string | object)[],
  keys: { order?: string; pay?: string } = {},
) {
  const orders = await call(t, c, 'POST', 'purOrders', { items, spot_id: c.spot.id }, keys.order);
  if (orders.status !== 201) return { orders, payment: null };
  const payment = await call(
    t,
    c,
    'POST',
    'payments',
    {
      pur_orders: orders.body.data.map((o: { id: number }) => o.id),
      payment_bill_auth_id: cardId,
      doc_ids: f.docIds,
    },
    keys.pay,
  );
  return { orders, payment };
}

/** A cart item for a product in a colour for 12 months, optionally saved in the customer's server cart. */
export async function cartItem(
  t: TestApp,
  f: CheckoutFixture,
  c: Customer,
  prod: { id: number },
  colourId: number | null,
  inServerCart = true,
) {
  const item = {
    local_id: `local-${Math.random().toString(36).slice(2)}`,
    cartable_id: prod.id,
    cartable_type: MORPH_TYPE.PROD,
    options: {
      prod_opts_select: colourId === null ? [] : [colourId],
      subsc_cat: { id: f.rental!.id, subsc_cat_opt_id: f.months12.id, val: 12 },
    },
  };
  if (inServerCart) {
    await t.database.db.insert(carts).values({
      userId: c.user.id,
      localId: item.local_id,
      cartableType: MORPH_TYPE.PROD,
      cartableId: prod.id,
      options: item.options,
      ordererType: MORPH_TYPE.SUBSC,
      state: CART_STATE.ENABLE,
    });
  }
  return item;
}
