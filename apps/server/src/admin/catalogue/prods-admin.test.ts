import type { AdminFees, AdminProd, AdminProdRow } from '@shop/domain/api/admin/catalogue';
import type { ProdDetail, ProdSummary } from '@shop/domain/api/catalog';
import { durationChoices } from '@shop/domain/catalog/prod-selection';
import { SHOWABLE_MISSING, showableProblem } from '@shop/domain/catalog/showable-prod';
import { STATE } from '@shop/domain/codes/generic-state';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

/** A real picture to upload: uploads are decoded and encoded again. */
const PHOTO = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#642' } })
  .png()
  .toBuffer();

describe('catalogue: products', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await staffLoginAs(t, 'content');
    c = catalogueCalls(t, token);
  }, 120_000);
  afterAll(() => t.close());

  /** Prices a product in its default category's terms (60,000원 less 500원 a month of term). */
  const price = async (id: number) => {
    const fees = (await c.admin('GET', `/prods/${id}/fees`)).json().data as AdminFees;
    const rental = fees.cats.find((cat) => cat.is_default)!;
    const res = await c.admin('PUT', `/prods/${id}/fees`, {
      subsc_cat_id: rental.id,
      fees: rental.opts.map((o) => ({
        subsc_cat_opt_id: o.subsc_cat_opt_id,
        cost_subsc: 60_000 - o.months * 500,
      })),
    });
    expect(res.statusCode).toBe(200);
  };
  /** Gives a product a colour with two units on the shelf. */
  const stock = async (id: number, code: string) => {
    const colour = await c.admin('POST', `/prods/${id}/colours`, { title: '블랙', val: '#111111', cost: 0 });
    expect(colour.statusCode).toBe(200);
    const units = await c.admin('POST', `/prods/${id}/units`, {
      prod_opt_id: (colour.json().data as { id: number }).id,
      serials: `${code}-001\n${code}-002`,
    });
    expect(units.statusCode).toBe(200);
  };
  /** Uploads one picture of the product. */
  const picture = async (id: number) => {
    const boundary = '----prods-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PHOTO,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/catalogue/prods/${id}/images`,
      payload,
      headers: { ...staffBearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
  };
  const create = async (code: string, extra: object = {}) => {
    const res = await c.admin('POST', '/prods', {
      title: `온음 ${code} 턴테이블`,
      code,
      prod_cat_id: 1,
      corp_maker_id: 1,
      cost: 420_000,
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as AdminProd).id;
  };

  const rows = async (query: string) => {
    const res = await c.admin('GET', `/prods?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: AdminProdRow[]; meta: { total: number; last_page: number } };
  };

  it('searches titles and model codes, filters by category, pages, and shows fee, stock and image', async () => {
    const byTitle = await rows('q=턴테이블&per_page=100');
    expect(byTitle.data.length).toBeGreaterThan(3);
    expect(byTitle.data.every((r) => r.title.includes('턴테이블'))).toBe(true);
    const byCode = await rows('q=tt-1');
    expect(byCode.data.map((r) => r.code)).toContain('TT-1');

    const tt1 = byCode.data.find((r) => r.code === 'TT-1')!;
    const shop = await c.customer<ProdSummary>(`prods/${tt1.id}`);
    expect(tt1.cost_subsc).toBe(shop.cost_subsc);
    expect(tt1.image_url).toBe(shop.atts[0]!.url);
    // 온음 TT-1: 12 walnut and 8 black units seeded, some now held by the demo rentals.
    expect(tt1.units_total).toBe(20);
    expect(tt1.units_avail).toBeLessThanOrEqual(20);

    const cat = await rows(`prod_cat_id=${shop.prod_cat_id}&per_page=100`);
    expect(cat.data.every((r) => r.prod_cat_title === shop.prod_cat_title)).toBe(true);

    const first = await rows('per_page=5&page=1');
    const second = await rows('per_page=5&page=2');
    expect(first.meta.total).toBeGreaterThan(10);
    expect(first.data.map((r) => r.id)).not.toEqual(second.data.map((r) => r.id));

    // A search that means its characters literally.
    expect((await rows('q=%25')).data).toEqual([]);
  });

  it('edits a product; the storefront shows the new title, maker and tags at once, and the audit row holds what changed', async () => {
    const before = (await c.admin('GET', '/prods/3')).json().data as AdminProd;
    const tags = (await c.admin('GET', '/tags')).json().data as { id: number; title: string }[];
    const res = await c.admin('PATCH', '/prods/3', {
      title: '온음 TT-5 레퍼런스 턴테이블 (2026)',
      corp_maker_id: 2,
      tag_ids: [tags[0]!.id, tags[1]!.id],
      content: { detail: '<p>새 설명</p>' },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data as AdminProd;
    expect(after.title).toBe('온음 TT-5 레퍼런스 턴테이블 (2026)');
    expect(after.content.spec).toBe(before.content.spec);

    const shop = await c.customer<ProdDetail>('prods/3');
    expect(shop.title).toBe('온음 TT-5 레퍼런스 턴테이블 (2026)');
    expect(shop.corp_maker?.id).toBe(2);
    expect(shop.tag_taggables_with_tag.map((x) => x.tag.id).sort()).toEqual(
      [tags[0]!.id, tags[1]!.id].sort(),
    );
    expect(shop.content.detail).toBe('<p>새 설명</p>');

    const [audit] = await c.audits('prod.update', 3);
    expect(audit!.before).toMatchObject({ title: before.title, corp_maker_id: before.corp_maker_id });
    expect(audit!.after).toMatchObject({ title: after.title, corp_maker_id: 2 });
    expect(Object.keys(audit!.after as object)).not.toContain('code');
  });

  it('hides a product from the storefront (detail 404, gone from the list) and shows it again', async () => {
    expect((await c.admin('PATCH', '/prods/4', { state: STATE.DISABLE })).statusCode).toBe(200);
    const hidden = await t.app.inject({ method: 'GET', url: '/api/v2/customer/prods/4' });
    expect(hidden.statusCode).toBe(404);
    const listed = await c.customer<ProdSummary[]>('prods?per_page=-1');
    expect(listed.map((p) => p.id)).not.toContain(4);
    expect((await rows('visibility=hidden')).data.map((r) => r.id)).toContain(4);

    await c.admin('PATCH', '/prods/4', { state: STATE.ENABLE, state_provide: STATE_PROVIDE.DISCONTINUED });
    expect((await c.customer<ProdDetail>('prods/4')).state_provide).toBe(STATE_PROVIDE.DISCONTINUED);
  });

  it('refuses bad input with Korean messages and writes nothing', async () => {
    const empty = await c.admin('PATCH', '/prods/3', {});
    expect(empty.statusCode).toBe(400);
    const blank = await c.admin('PATCH', '/prods/3', { title: '   ' });
    expect(blank.json().errors.title).toEqual(['상품명을 입력해 주세요.']);
    const state = await c.admin('PATCH', '/prods/3', { state: 5 });
    expect(state.statusCode).toBe(400);
    const cat = await c.admin('PATCH', '/prods/3', { prod_cat_id: 9999, title: '바뀌면 안 됨' });
    expect(cat.statusCode).toBe(400);
    expect(cat.json().message).toBe('없는 분류입니다.');
    const code = await c.admin('PATCH', '/prods/3', { code: 'TT-1' });
    expect(code.statusCode).toBe(409);
    expect(code.json().message).toContain('TT-1');
    expect((await c.admin('GET', '/prods/3')).json().data.title).not.toBe('바뀌면 안 됨');
    expect((await c.admin('GET', '/prods/99999')).statusCode).toBe(404);
  });

  it('creates a hidden product; priced and made visible, the storefront sells it; a taken code is refused', async () => {
    const body = {
      title: '온음 TT-9 스튜디오 턴테이블',
      code: 'TT-9',
      prod_cat_id: 1,
      corp_maker_id: 1,
      cost: 420_000,
    };
    const res = await c.admin('POST', '/prods', body);
    expect(res.statusCode).toBe(200);
    const created = res.json().data as AdminProd;
    expect(created).toMatchObject({ ...body, state: STATE.DISABLE, state_provide: STATE_PROVIDE.ENABLE });
    const shopBefore = await t.app.inject(`/api/v2/customer/prods/${created.id}`);
    expect(shopBefore.statusCode).toBe(404);
    const [audit] = await c.audits('prod.create', created.id);
    expect(audit!.after).toMatchObject({ code: 'TT-9' });

    // Priced in the rental category's terms, stocked and pictured, then shown.
    await price(created.id);
    await stock(created.id, 'TT9');
    await picture(created.id);
    expect((await c.admin('PATCH', `/prods/${created.id}`, { state: STATE.ENABLE })).statusCode).toBe(200);
    const shop = await c.customer<ProdDetail>(`prods/${created.id}`);
    expect(shop.title).toBe(body.title);
    expect(durationChoices(shop).map((d) => [d.months, d.monthly])).toEqual([
      [12, 54_000],
      [24, 48_000],
      [36, 42_000],
      [48, 36_000],
    ]);

    const again = await c.admin('POST', '/prods', { ...body, title: '다른 상품' });
    expect(again.statusCode).toBe(409);
    const noCat = await c.admin('POST', '/prods', { ...body, code: 'TT-10', prod_cat_id: 9999 });
    expect(noCat.json()).toMatchObject({ errors: { prod_cat_id: ['없는 분류입니다.'] } });
    const empty = await c.admin('POST', '/prods', { ...body, code: ' ', title: '' });
    expect(empty.statusCode).toBe(400);
    expect((await rows('q=TT-10')).data).toEqual([]);
  });

  it('refuses to show a product without fees, a colour with units or a picture, naming what is missing, and changes nothing', async () => {
    const id = await create('TT-E1');
    const show = () => c.admin('PATCH', `/prods/${id}`, { state: STATE.ENABLE, title: '온음 TT-E1 (노출)' });
    const hidden = async () => {
      expect((await c.admin('GET', `/prods/${id}`)).json().data).toMatchObject({
        state: STATE.DISABLE,
        title: '온음 TT-E1 턴테이블',
      });
      expect((await t.app.inject(`/api/v2/customer/prods/${id}`)).statusCode).toBe(404);
      const listed = await c.customer<ProdSummary[]>('prods?per_page=-1');
      expect(listed.map((p) => p.id)).not.toContain(id);
    };

    const empty = await show();
    expect(empty.statusCode).toBe(400);
    const all = `노출하려면 먼저 넣어 주세요: ${SHOWABLE_MISSING.fees}, ${SHOWABLE_MISSING.units}, ${SHOWABLE_MISSING.pictures}.`;
    expect(empty.json()).toMatchObject({ message: all, errors: { state: [all] } });
    await hidden();
    expect(await c.audits('prod.update', id)).toEqual([]);

    await price(id);
    expect((await show()).json().message).toBe(
      `노출하려면 먼저 넣어 주세요: ${SHOWABLE_MISSING.units}, ${SHOWABLE_MISSING.pictures}.`,
    );
    await stock(id, 'TTE1');
    expect((await show()).json().message).toBe(`노출하려면 먼저 넣어 주세요: ${SHOWABLE_MISSING.pictures}.`);
    await hidden();

    await picture(id);
    expect((await show()).statusCode).toBe(200);
    const card = (await c.customer<ProdSummary[]>('prods?per_page=-1')).find((p) => p.id === id)!;
    expect(card.atts).toHaveLength(1);
    expect(card.cost_subsc).toBe(36_000);
  });

  it('asks an untracked product for fees and a picture only', async () => {
    const id = await create('RC-E1', { tracks_units: false });
    const refused = await c.admin('PATCH', `/prods/${id}`, { state: STATE.ENABLE });
    expect(refused.json().message).toBe(
      showableProblem({
        type_conn: 200,
        type_stock: 2,
        state_provide: STATE_PROVIDE.ENABLE,
        default_fees: 0,
        pictures: 0,
        colours_with_units: 0,
      }),
    );
    await price(id);
    await picture(id);
    expect((await c.admin('PATCH', `/prods/${id}`, { state: STATE.ENABLE })).statusCode).toBe(200);
  });

  it('lets every visible demo product be hidden and shown again: each is complete', async () => {
    const visible = (await rows('visibility=visible&per_page=100')).data;
    expect(visible.length).toBeGreaterThan(40);
    for (const prod of visible) {
      expect((await c.admin('PATCH', `/prods/${prod.id}`, { state: STATE.DISABLE })).statusCode).toBe(200);
      const shown = await c.admin('PATCH', `/prods/${prod.id}`, { state: STATE.ENABLE });
      expect([prod.code, shown.statusCode, shown.json().message]).toEqual([prod.code, 200, undefined]);
    }
  });
});
