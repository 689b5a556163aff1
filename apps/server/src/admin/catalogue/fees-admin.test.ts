import type { AdminFees } from '@shop/domain/api/admin/catalogue';
import type { ProdDetail, ProdSummary } from '@shop/domain/api/catalog';
import { DISCOUNT_ENDED_MESSAGE, feeUnderDiscountMessage } from '@shop/domain/catalog/discount-admin';
import {
  DEFAULT_TERMS_EMPTY_MESSAGE,
  MONTHLY_FEE_MAX,
  MONTHLY_FEE_MAX_MESSAGE,
  MONTHLY_FEE_MIN_MESSAGE,
  MONTHLY_FEE_WHOLE_MESSAGE,
  TERM_NOT_ALLOWED_MESSAGE,
} from '@shop/domain/catalog/monthly-fee-admin';
import { defaultSelection, durationChoices, selectionCost } from '@shop/domain/catalog/prod-selection';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

// 온음 DD-7 (id 5): no discount, colours without surcharge, priced for 12/24/36/48 months in 렌탈 (category 1).
const PROD = 5;

describe('catalogue: terms, monthly fees and the discount', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;

  beforeAll(async () => {
    t = await buildTestApp();
    c = catalogueCalls(t, await staffLoginAs(t, 'content'));
  }, 120_000);
  afterAll(() => t.close());

  const fees = async () => (await c.admin('GET', `/prods/${PROD}/fees`)).json().data as AdminFees;
  const rental = async () => (await fees()).cats.find((cat) => cat.is_default)!;
  const priceList = async (overrides: Record<number, number>) =>
    (await rental()).opts
      .filter((o) => o.cost_subsc !== null)
      .map((o) => ({
        subsc_cat_opt_id: o.subsc_cat_opt_id,
        cost_subsc: overrides[o.months] ?? o.cost_subsc!,
      }));
  const put = async (body: object) => c.admin('PUT', `/prods/${PROD}/fees`, body);

  it('shows every duration of each category with this product’s fee', async () => {
    const cat = await rental();
    expect(cat.opts.map((o) => o.months)).toEqual([12, 24, 36, 48]);
    const shop = await c.customer<ProdDetail>(`prods/${PROD}`);
    const shopFee = durationChoices(shop).find((d) => d.months === 12)!.monthly;
    expect(cat.opts[0]!.cost_subsc).toBe(shopFee);
  });

  it('changes the 12-month fee: the storefront detail and list price with it at once, audited before/after', async () => {
    const old = (await rental()).opts[0]!.cost_subsc!;
    const res = await put({ subsc_cat_id: 1, fees: await priceList({ 12: 12340 }) });
    expect(res.statusCode).toBe(200);
    const twelve = (res.json().data as AdminFees).cats.find((x) => x.is_default)!.opts[0]!;
    expect(twelve).toMatchObject({ months: 12, cost_subsc: 12340, cost_subsc_duration: 12340 * 12 });

    const shop = await c.customer<ProdDetail>(`prods/${PROD}`);
    const choice = durationChoices(shop).find((d) => d.months === 12)!;
    expect(choice.monthly).toBe(12340);
    expect(selectionCost(shop, { ...defaultSelection(shop), durationId: choice.id })!.monthly).toBe(12340);
    const listed = await c.customer<ProdSummary[]>('prods?per_page=-1');
    expect(listed.find((p) => p.id === PROD)!.cost_subsc).toBe(12340);

    const [audit] = await c.audits('prod.fees', PROD);
    expect((audit!.before as { fees: { months: number; cost_subsc: number }[] }).fees[0]).toEqual({
      months: 12,
      cost_subsc: old,
    });
    expect((audit!.after as { fees: { months: number; cost_subsc: number }[] }).fees[0]).toEqual({
      months: 12,
      cost_subsc: 12340,
    });
  });

  it('stops offering a duration left out of the list', async () => {
    const list = (await priceList({})).slice(0, 3);
    expect((await put({ subsc_cat_id: 1, fees: list })).statusCode).toBe(200);
    const shop = await c.customer<ProdDetail>(`prods/${PROD}`);
    expect(durationChoices(shop).map((d) => d.months)).toEqual([12, 24, 36]);
  });

  it('refuses fees that are not whole positive won under the ceiling, naming the rule in Korean', async () => {
    const opt = (await rental()).opts[0]!.subsc_cat_opt_id;
    for (const [cost, message] of [
      [0, MONTHLY_FEE_MIN_MESSAGE],
      [-5000, MONTHLY_FEE_MIN_MESSAGE],
      [12900.5, MONTHLY_FEE_WHOLE_MESSAGE],
      [MONTHLY_FEE_MAX + 1, MONTHLY_FEE_MAX_MESSAGE],
    ] as const) {
      const res = await put({ subsc_cat_id: 1, fees: [{ subsc_cat_opt_id: opt, cost_subsc: cost }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['fees.0.cost_subsc']).toEqual([message]);
    }
    expect((await rental()).opts[0]!.cost_subsc).toBe(12340);
  });

  it('prices only the category’s own 12–48 month options, and never empties the default category', async () => {
    const exchange = (await fees()).cats.find((x) => !x.is_default)!;
    const foreign = await put({
      subsc_cat_id: 1,
      fees: [{ subsc_cat_opt_id: exchange.opts[0]!.subsc_cat_opt_id, cost_subsc: 30000 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(TERM_NOT_ALLOWED_MESSAGE);

    const empty = await put({ subsc_cat_id: 1, fees: [] });
    expect(empty.json().message).toBe(DEFAULT_TERMS_EMPTY_MESSAGE);

    const repeated = await put({
      subsc_cat_id: 1,
      fees: [...(await priceList({})), (await priceList({}))[0]],
    });
    expect(repeated.statusCode).toBe(400);
    expect((await rental()).opts.filter((o) => o.cost_subsc !== null)).toHaveLength(3);
  });

  it('offers the product in the exchange subscription by pricing its durations there', async () => {
    const exchange = (await fees()).cats.find((x) => !x.is_default)!;
    const body = {
      subsc_cat_id: exchange.id,
      fees: exchange.opts.map((o) => ({ subsc_cat_opt_id: o.subsc_cat_opt_id, cost_subsc: 39000 })),
    };
    expect((await put(body)).statusCode).toBe(200);
    const shop = await c.customer<ProdDetail>(`prods/${PROD}?subsc_cat_id=${exchange.id}`);
    expect(durationChoices(shop).map((d) => d.monthly)).toEqual(exchange.opts.map(() => 39000));
  });

  it('sets, changes and ends the discount; the storefront applies it', async () => {
    const set = await c.admin('PUT', `/prods/${PROD}/discount`, {
      title: '가을 할인',
      type_val: 'RATE',
      val: 10,
    });
    expect(set.statusCode).toBe(200);
    let shop = await c.customer<ProdDetail>(`prods/${PROD}`);
    expect(shop.discounts.at(-1)).toMatchObject({ title: '가을 할인', type_val: 'RATE', val: 10 });
    const cost = selectionCost(shop, defaultSelection(shop))!;
    expect(cost.discount?.val).toBeGreaterThan(0);

    const tooMuch = await c.admin('PUT', `/prods/${PROD}/discount`, {
      title: '실수',
      type_val: 'COST',
      val: 12340,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('할인 금액은 이 상품의 가장 낮은 월 렌탈료보다 작아야 합니다.');

    await c.admin('PUT', `/prods/${PROD}/discount`, {
      title: '월 1,000원 할인',
      type_val: 'COST',
      val: 1000,
    });
    shop = await c.customer<ProdDetail>(`prods/${PROD}`);
    expect(shop.discounts).toHaveLength(1);
    expect(shop.discounts[0]).toMatchObject({ type_val: 'COST', val: 1000 });
    const [changed] = await c.audits('prod.discount', PROD);
    expect(changed!.before).toMatchObject({ type_val: 'RATE', val: 10 });
    expect(changed!.after).toMatchObject({ type_val: 'COST', val: 1000 });

    expect((await c.admin('DELETE', `/prods/${PROD}/discount`)).statusCode).toBe(200);
    expect((await c.customer<ProdDetail>(`prods/${PROD}`)).discounts).toEqual([]);
    expect((await c.admin('DELETE', `/prods/${PROD}/discount`)).statusCode).toBe(404);
    expect(await c.audits('prod.discountEnd', PROD)).toHaveLength(1);
  });

  // 온음 TT-3 (id 2): "봄맞이 월 3,000원 할인" (a fixed amount) on its rental fees.
  it('refuses fees that would sink below a fixed discount running now, in Korean, and changes nothing', async () => {
    const before = (await c.admin('GET', '/prods/2/fees')).json().data as AdminFees;
    expect(before.discount).toMatchObject({ type_val: 'COST', val: 3000 });
    const cat = before.cats.find((x) => x.is_default)!;
    const fees = cat.opts
      .filter((o) => o.cost_subsc !== null)
      .map((o) => ({
        subsc_cat_opt_id: o.subsc_cat_opt_id,
        cost_subsc: o.months === 48 ? 2500 : o.cost_subsc!,
      }));
    const res = await c.admin('PUT', '/prods/2/fees', { subsc_cat_id: cat.id, fees });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: feeUnderDiscountMessage(3000),
      errors: { fees: [feeUnderDiscountMessage(3000)] },
    });
    expect((await c.admin('GET', '/prods/2/fees')).json().data).toEqual(before);
    const listed = await c.customer<ProdSummary[]>('prods?per_page=-1');
    const lowest = Math.min(...cat.opts.flatMap((o) => (o.cost_subsc === null ? [] : [o.cost_subsc])));
    expect(listed.find((p) => p.id === 2)!.cost_subsc).toBe(lowest);
    expect(await c.audits('prod.fees', 2)).toEqual([]);

    // At the discount's own amount the fee would be 0 too; above it the change goes through.
    const at = fees.map((f) => (f.cost_subsc === 2500 ? { ...f, cost_subsc: 3000 } : f));
    expect((await c.admin('PUT', '/prods/2/fees', { subsc_cat_id: cat.id, fees: at })).statusCode).toBe(400);
    const above = fees.map((f) => (f.cost_subsc === 2500 ? { ...f, cost_subsc: 3010 } : f));
    expect((await c.admin('PUT', '/prods/2/fees', { subsc_cat_id: cat.id, fees: above })).statusCode).toBe(
      200,
    );
    const shop = await c.customer<ProdSummary[]>('prods?per_page=-1');
    expect(shop.find((p) => p.id === 2)!.cost_subsc).toBe(3010);
  });

  it('holds fees above a fixed discount still to come, but not above one that has ended', async () => {
    const day = 24 * 60 * 60 * 1000;
    // 온음 TT-5 (id 3): no discount; one of 월 5,000원 from next month.
    const soon = await c.admin('PUT', '/prods/3/discount', {
      title: '다음 달 할인',
      type_val: 'COST',
      val: 5000,
      start_at: new Date(Date.now() + 30 * day).toISOString(),
    });
    expect(soon.statusCode).toBe(200);
    const cat = ((await c.admin('GET', '/prods/3/fees')).json().data as AdminFees).cats.find(
      (x) => x.is_default,
    )!;
    const priced = (fee: number) => ({
      subsc_cat_id: cat.id,
      fees: cat.opts
        .filter((o) => o.cost_subsc !== null)
        .map((o) => ({
          subsc_cat_opt_id: o.subsc_cat_opt_id,
          cost_subsc: o.months === 48 ? fee : o.cost_subsc!,
        })),
    });
    const refused = await c.admin('PUT', '/prods/3/fees', priced(4000));
    expect(refused.json().message).toBe(feeUnderDiscountMessage(5000));

    // The same discount ended yesterday: it is history and bounds nothing.
    await t.database.db
      .update(discounts)
      .set({ startAt: new Date(Date.now() - 30 * day), stopAt: new Date(Date.now() - day) })
      .where(eq(discounts.id, (soon.json().data as { id: number }).id));
    expect((await c.admin('PUT', '/prods/3/fees', priced(4000))).statusCode).toBe(200);
  });

  // 온음 TT-미니 (id 4): "신학기 10% 할인", running with no period.
  it('refuses a discount period that has already ended, keyed to its end date, and keeps the discount', async () => {
    const before = ((await c.admin('GET', '/prods/4/fees')).json().data as AdminFees).discount;
    expect(before).toMatchObject({ title: '신학기 10% 할인', start_at: null, stop_at: null });
    const res = await c.admin('PUT', '/prods/4/discount', {
      title: '지난 할인',
      type_val: 'RATE',
      val: 20,
      start_at: '2020-12-09T15:00:00.000Z',
      stop_at: '2021-11-30T15:00:00.000Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: DISCOUNT_ENDED_MESSAGE,
      errors: { stop_at: [DISCOUNT_ENDED_MESSAGE] },
    });
    expect(((await c.admin('GET', '/prods/4/fees')).json().data as AdminFees).discount).toEqual(before);
    expect(await c.audits('prod.discount', 4)).toEqual([]);
  });

  it('shows no discount whose period is over as the product’s discount, as the storefront applies none', async () => {
    // 온음 TT-2 (id 6): no discount; one that ran last year, as time leaves it.
    await t.database.db.insert(discounts).values({
      discountableType: MORPH_TYPE.PROD,
      discountableId: 6,
      title: '지난해 할인',
      typeVal: 'COST',
      val: 1000,
      startAt: new Date('2020-12-09T15:00:00.000Z'),
      stopAt: new Date('2021-11-30T15:00:00.000Z'),
      state: STATE.ENABLE,
      sort: 1,
    });
    expect((await c.customer<ProdDetail>('prods/6')).discounts).toEqual([]);
    expect(((await c.admin('GET', '/prods/6/fees')).json().data as AdminFees).discount).toBeNull();
    expect((await c.admin('DELETE', '/prods/6/discount')).statusCode).toBe(404);

    // One still to come is the product's discount (the console marks it 예정); the storefront waits for it.
    const start_at = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    const next = await c.admin('PUT', '/prods/6/discount', {
      title: '다음 달 할인',
      type_val: 'RATE',
      val: 5,
      start_at,
    });
    expect(next.statusCode).toBe(200);
    expect(((await c.admin('GET', '/prods/6/fees')).json().data as AdminFees).discount).toMatchObject({
      title: '다음 달 할인',
      start_at,
    });
    expect((await c.customer<ProdDetail>('prods/6')).discounts).toEqual([]);
  });
});
