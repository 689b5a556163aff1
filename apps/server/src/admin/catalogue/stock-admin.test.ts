import type { AdminColour, AdminUnit } from '@shop/domain/api/admin/catalogue';
import type { ProdDetail } from '@shop/domain/api/catalog';
import { UNIT_HELD_MESSAGE, UNIT_TAKEN_LABEL } from '@shop/domain/catalog/unit-state-admin';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prodOrderers, prodStocks, stockLogs } from '../../db/schema';
import { transferUnits } from '../../engine/units';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { staffLoginAs } from '../test-staff';
import { COLOUR_HAS_UNITS, COLOUR_NAME_TAKEN, COLOUR_NOT_FOUND, COLOUR_ORDERED } from './prod-colours';
import { catalogueCalls } from './test-catalogue';

// 온음 TT-1 (id 1): walnut and black units seeded, white with none.
const PROD = 1;

describe('catalogue: colours and units', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;

  beforeAll(async () => {
    t = await buildTestApp();
    c = catalogueCalls(t, await staffLoginAs(t, 'content'));
  }, 120_000);
  afterAll(() => t.close());

  const colours = async () => (await c.admin('GET', `/prods/${PROD}/colours`)).json().data as AdminColour[];
  const units = async (query = '') =>
    (await c.admin('GET', `/prods/${PROD}/units?per_page=100&${query}`)).json() as {
      data: AdminUnit[];
      meta: { total: number };
    };
  const shopAvail = async (optId: number) =>
    (await c.customer<ProdDetail>(`prods/${PROD}`)).prod_stocks_qty_color.find(
      (r) => r.prod_opt_type_color_id === optId,
    )?.countAvail ?? 0;

  it('counts units per colour as the storefront does', async () => {
    const list = await colours();
    expect(list.map((x) => x.title)).toEqual(['월넛', '블랙', '화이트']);
    for (const colour of list) {
      expect(colour.units_avail).toBe(await shopAvail(colour.id));
      expect(colour.units_total).toBe(colour.units_avail + colour.units_held + colour.units_out);
    }
  });

  it('receives units in bulk, one serial a line; the storefront can rent them at once', async () => {
    const white = (await colours()).find((x) => x.title === '화이트')!;
    expect(await shopAvail(white.id)).toBe(0);
    const res = await c.admin('POST', `/prods/${PROD}/units`, {
      prod_opt_id: white.id,
      serials: 'TT1-WHITE-101\r\n\n  TT1-WHITE-102  \nTT1-WHITE-103\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      added: 3,
      serials: ['TT1-WHITE-101', 'TT1-WHITE-102', 'TT1-WHITE-103'],
    });
    expect(await shopAvail(white.id)).toBe(3);
    const listed = await units(`prod_opt_id=${white.id}`);
    expect(listed.data.map((u) => [u.sn, u.state_label, u.held])).toEqual([
      ['TT1-WHITE-101', '사용 가능', false],
      ['TT1-WHITE-102', '사용 가능', false],
      ['TT1-WHITE-103', '사용 가능', false],
    ]);
    const [audit] = await c.audits('prodStock.add', PROD);
    expect(audit!.after).toMatchObject({
      prod_opt_id: white.id,
      serials: ['TT1-WHITE-101', 'TT1-WHITE-102', 'TT1-WHITE-103'],
    });
  });

  it('refuses a batch with a repeat or a serial already in the warehouse, naming them, and stores none', async () => {
    const white = (await colours()).find((x) => x.title === '화이트')!;
    const before = (await units()).meta.total;
    const repeated = await c.admin('POST', `/prods/${PROD}/units`, {
      prod_opt_id: white.id,
      serials: 'NEW-1\nNEW-2\nNEW-1',
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('입력한 목록에 같은 시리얼 번호가 두 번 이상 있습니다: NEW-1');

    // TT-3's serials are another product's: a serial is unique across the whole warehouse.
    const [other] = await t.database.db
      .select({ sn: prodStocks.sn })
      .from(prodStocks)
      .where(eq(prodStocks.prodId, 2))
      .limit(1);
    const existing = await c.admin('POST', `/prods/${PROD}/units`, {
      prod_opt_id: white.id,
      serials: `NEW-1\nTT1-WHITE-101\n${other!.sn}`,
    });
    expect(existing.statusCode).toBe(400);
    expect(existing.json().message).toBe(`이미 등록된 시리얼 번호입니다: TT1-WHITE-101, ${other!.sn}`);
    expect((await units()).meta.total).toBe(before);
    expect((await units('q=NEW-')).data).toEqual([]);

    const odd = await c.admin('POST', `/prods/${PROD}/units`, {
      prod_opt_id: white.id,
      serials: '시리얼 하나',
    });
    expect(odd.statusCode).toBe(400);
    const blank = await c.admin('POST', `/prods/${PROD}/units`, { prod_opt_id: white.id, serials: '\n \n' });
    expect(blank.json().message).toBe('시리얼 번호를 한 줄에 하나씩 입력해 주세요.');
    // Another product's colour.
    const foreign = await c.admin('POST', `/prods/2/units`, { prod_opt_id: white.id, serials: 'NEW-9' });
    expect(foreign.statusCode).toBe(404);
  });

  it('retires a unit on the shelf with a stock log, and never one an order holds', async () => {
    const white = (await colours()).find((x) => x.title === '화이트')!;
    const unit = (await units('q=TT1-WHITE-103')).data[0]!;
    const res = await c.admin('POST', `/units/${unit.id}/retire`, {
      state: STOCK_STATE.SCRAP,
      note: '포장 파손',
    });
    expect(res.statusCode).toBe(200);
    expect(await shopAvail(white.id)).toBe(2);
    expect((await units('filter=out')).data.map((u) => [u.sn, u.state_label])).toContainEqual([
      'TT1-WHITE-103',
      '폐기',
    ]);
    const logs = await t.database.db.select().from(stockLogs).where(eq(stockLogs.prodStockId, unit.id));
    expect(logs.map((l) => l.note)).toContain('폐기: 포장 파손');
    const [audit] = await c.audits('prodStock.retire', unit.id);
    expect(audit).toMatchObject({
      before: { state: STOCK_STATE.ENABLE },
      after: { state: STOCK_STATE.SCRAP },
      reason: '포장 파손',
    });

    const again = await c.admin('POST', `/units/${unit.id}/retire`, { state: STOCK_STATE.LOST });
    expect(again.statusCode).toBe(409);

    // A unit a demo rental holds.
    const [held] = await t.database.db
      .select()
      .from(prodStocks)
      .where(isNotNull(prodStocks.prodOrdererId))
      .limit(1);
    const refused = await c.admin('POST', `/units/${held!.id}/retire`, { state: STOCK_STATE.BROKEN });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(UNIT_HELD_MESSAGE);
    const [still] = await t.database.db.select().from(prodStocks).where(eq(prodStocks.id, held!.id));
    expect(still!.state).toBe(held!.state);

    const badState = await c.admin('POST', `/units/${unit.id}/retire`, { state: STOCK_STATE.ENABLE });
    expect(badState.statusCode).toBe(400);
  });

  it('lists held units with the rental that holds them', async () => {
    const held = await units('filter=held');
    expect(held.data.length).toBeGreaterThan(0);
    expect(held.data.every((u) => u.held)).toBe(true);
    expect(held.data.some((u) => u.subsc_id !== null)).toBe(true);
  });

  it('lists a unit its customer took over at the end of the term as theirs, not as unused', async () => {
    const [held] = await t.database.db
      .select({ id: prodStocks.id, sn: prodStocks.sn, ordererId: prodOrderers.ordererId })
      .from(prodStocks)
      .innerJoin(prodOrderers, eq(prodOrderers.id, prodStocks.prodOrdererId))
      .where(and(eq(prodStocks.prodId, PROD), eq(prodOrderers.ordererType, MORPH_TYPE.SUBSC)))
      .limit(1);
    await transferUnits(t.database.db, held!.ordererId, new Date());
    const listed = (await units(`q=${held!.sn}`)).data[0]!;
    expect(listed.state).toBe(STOCK_STATE.DISABLE);
    expect(listed.state_label).toBe(UNIT_TAKEN_LABEL);
  });

  it('adds a colour and edits its name, CSS colour and surcharge; the storefront shows it', async () => {
    const created = await c.admin('POST', `/prods/${PROD}/colours`, {
      title: '레드',
      val: '#b8433a',
      cost: 1000,
    });
    expect(created.statusCode).toBe(200);
    const red = created.json().data as AdminColour;
    expect(red).toMatchObject({ title: '레드', units_total: 0, sort: 4 });
    const edited = await c.admin('PATCH', `/colours/${red.id}`, {
      title: '체리 레드',
      val: '#a0262c',
      cost: 2000,
    });
    expect(edited.json().data).toMatchObject({ title: '체리 레드', cost: 2000 });
    const shop = await c.customer<ProdDetail>(`prods/${PROD}`);
    expect(shop.prod_opts.find((o) => o.id === red.id)).toMatchObject({
      title: '체리 레드',
      val: '#a0262c',
      cost: 2000,
    });
    const [audit] = await c.audits('prodOpt.update', red.id);
    expect(audit).toMatchObject({
      before: { title: '레드', cost: 1000 },
      after: { title: '체리 레드', cost: 2000 },
    });

    const bad = await c.admin('PATCH', `/colours/${red.id}`, { title: '레드', val: 'red', cost: 0 });
    expect(bad.json().errors.val).toEqual(['색상 코드는 #RRGGBB 형식으로 입력해 주세요.']);
  });

  it('refuses a second colour of the same name on one product, also by renaming, and changes nothing', async () => {
    const before = await colours();
    const white = before.find((x) => x.title === '화이트')!;
    const added = await c.admin('POST', `/prods/${PROD}/colours`, {
      title: ' 화이트 ',
      val: '#fafafa',
      cost: 0,
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(COLOUR_NAME_TAKEN);
    const other = before.find((x) => x.id !== white.id)!;
    const renamed = await c.admin('PATCH', `/colours/${other.id}`, {
      title: '화이트',
      val: other.val,
      cost: 0,
    });
    expect(renamed.statusCode).toBe(409);
    expect(await colours()).toEqual(before);
    // Its own name kept on an edit is no clash.
    const kept = await c.admin('PATCH', `/colours/${white.id}`, {
      title: '화이트',
      val: white.val,
      cost: white.cost,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('deletes a colour added by mistake, from the console and the storefront, with an audit row', async () => {
    const added = (
      await c.admin('POST', `/prods/${PROD}/colours`, { title: '실수', val: '#123456', cost: 0 })
    ).json().data as AdminColour;
    const res = await c.admin('DELETE', `/colours/${added.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe(true);
    expect((await colours()).map((x) => x.id)).not.toContain(added.id);
    const shop = await c.customer<ProdDetail>(`prods/${PROD}`);
    expect(shop.prod_opts.map((o) => o.id)).not.toContain(added.id);
    const [audit] = await c.audits('prodOpt.delete', added.id);
    expect(audit).toMatchObject({ before: { title: '실수', prod_id: PROD } });
    const again = await c.admin('DELETE', `/colours/${added.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(COLOUR_NOT_FOUND);
  });

  it('keeps a colour a unit was received in or an order named, and changes nothing', async () => {
    const before = await colours();
    const walnut = before.find((x) => x.title === '월넛')!;
    expect(walnut.units_total).toBeGreaterThan(0);
    const withUnits = await c.admin('DELETE', `/colours/${walnut.id}`);
    expect(withUnits.statusCode).toBe(409);
    expect(withUnits.json().message).toBe(COLOUR_HAS_UNITS);

    // A colour without units that an order line names (a product whose stock is not tracked).
    const named = (
      await c.admin('POST', `/prods/${PROD}/colours`, { title: '주문됨', val: '#654321', cost: 0 })
    ).json().data as AdminColour;
    await t.database.db
      .insert(prodOrderers)
      .values({ ordererType: MORPH_TYPE.SUBSC, ordererId: 999_999, prodId: PROD, prodOptIds: [named.id] });
    const ordered = await c.admin('DELETE', `/colours/${named.id}`);
    expect(ordered.statusCode).toBe(409);
    expect(ordered.json().message).toBe(COLOUR_ORDERED);
    expect((await colours()).map((x) => x.id)).toEqual([...before.map((x) => x.id), named.id]);
  });
});
