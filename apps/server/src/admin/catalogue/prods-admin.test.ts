import type { AdminFees, AdminProd, AdminProdRow } from '@shop/domain/api/admin/catalogue';
import type { ProdDetail, ProdSummary } from '@shop/domain/api/catalog';
import { durationChoices } from '@shop/domain/catalog/prod-selection';
import { STATE } from '@shop/domain/codes/generic-state';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

describe('catalogue: products', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;

  beforeAll(async () => {
    t = await buildTestApp();
    c = catalogueCalls(t, await staffLoginAs(t, 'content'));
  }, 120_000);
  afterAll(() => t.close());

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

    // Priced in the rental category's terms, then shown.
    const fees = (await c.admin('GET', `/prods/${created.id}/fees`)).json().data as AdminFees;
    const rental = fees.cats.find((cat) => cat.is_default)!;
    const priced = await c.admin('PUT', `/prods/${created.id}/fees`, {
      subsc_cat_id: rental.id,
      fees: rental.opts.map((o) => ({
        subsc_cat_opt_id: o.subsc_cat_opt_id,
        cost_subsc: 60_000 - o.months * 500,
      })),
    });
    expect(priced.statusCode).toBe(200);
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
});
