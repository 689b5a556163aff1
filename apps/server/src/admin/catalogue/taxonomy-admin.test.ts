import type { AdminCat, AdminMaker, AdminTag } from '@shop/domain/api/admin/catalogue';
import type { ProdCat, ProdDetail, Tag } from '@shop/domain/api/catalog';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

describe('catalogue: categories, makers and tags', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;

  beforeAll(async () => {
    t = await buildTestApp();
    c = catalogueCalls(t, await staffLoginAs(t, 'content'));
  }, 120_000);
  afterAll(() => t.close());

  it('creates a category, hides it from the storefront menu and shows it again', async () => {
    const created = await c.admin('POST', '/cats', {
      title: '카세트',
      slug: 'cassette',
      visible: true,
      sort: 90,
    });
    expect(created.statusCode).toBe(200);
    const cat = created.json().data as AdminCat;
    expect(cat).toMatchObject({ title: '카세트', visible: true, prods_count: 0 });
    const shopState = async () =>
      (await c.customer<ProdCat[]>('prodCats?per_page=-1')).find((x) => x.id === cat.id)?.state;
    expect(await shopState()).toBe(PROD_CAT_STATE.VISIBLE);

    const hidden = await c.admin('PATCH', `/cats/${cat.id}`, {
      title: '카세트 덱',
      slug: 'cassette',
      visible: false,
      sort: 90,
    });
    expect(hidden.json().data).toMatchObject({ title: '카세트 덱', visible: false });
    expect(await shopState()).toBe(PROD_CAT_STATE.HIDDEN);
    const [audit] = await c.audits('prodCat.update', cat.id);
    expect(audit).toMatchObject({
      before: { visible: true, title: '카세트' },
      after: { visible: false, title: '카세트 덱' },
    });

    const taken = await c.admin('POST', '/cats', {
      title: '턴테이블 2',
      slug: 'turntable',
      visible: true,
      sort: 1,
    });
    expect(taken.statusCode).toBe(409);
    const badSlug = await c.admin('POST', '/cats', {
      title: '이상한',
      slug: '한글 주소',
      visible: true,
      sort: 1,
    });
    expect(badSlug.json().errors.slug).toEqual(['주소용 이름은 영문 소문자, 숫자, -로 2~40자입니다.']);
    const listed = (await c.admin('GET', '/cats')).json().data as AdminCat[];
    expect(listed.find((x) => x.slug === 'turntable')!.prods_count).toBeGreaterThan(0);
  });

  it('creates and edits a maker; products show the new name', async () => {
    const created = await c.admin('POST', '/makers', {
      title: '소리공방',
      title_en: 'Sori Works',
      content: '',
      sort: 10,
    });
    const maker = created.json().data as AdminMaker;
    expect(maker).toMatchObject({ title: '소리공방', title_en: 'Sori Works', prods_count: 0 });
    expect(await c.audits('maker.create', maker.id)).toHaveLength(1);

    const before = (await c.customer<ProdDetail>('prods/1')).corp_maker!;
    const renamed = await c.admin('PATCH', `/makers/${before.id}`, {
      title: '온음 오디오',
      title_en: '',
      content: '소개',
      sort: 1,
    });
    expect(renamed.json().data).toMatchObject({ title: '온음 오디오', title_en: null });
    expect((await c.customer<ProdDetail>('prods/1')).corp_maker!.title).toBe('온음 오디오');
    expect((await c.admin('POST', '/makers', { title: '', content: '', sort: 0 })).statusCode).toBe(400);
  });

  it('creates a tag and hides it: the storefront tag list and product pages drop it', async () => {
    const tag = (await c.admin('POST', '/tags', { title: '신상품', visible: true, sort: 50 })).json()
      .data as AdminTag;
    await c.admin('PATCH', '/prods/2', { tag_ids: [tag.id] });
    expect((await c.customer<ProdDetail>('prods/2')).tag_taggables_with_tag.map((x) => x.tag.title)).toEqual([
      '신상품',
    ]);
    expect((await c.customer<Tag[]>('tags?per_page=-1')).map((x) => x.id)).toContain(tag.id);

    const hidden = await c.admin('PATCH', `/tags/${tag.id}`, { title: '신상품', visible: false, sort: 50 });
    expect(hidden.json().data).toMatchObject({ visible: false, prods_count: 1 });
    expect((await c.customer<ProdDetail>('prods/2')).tag_taggables_with_tag).toEqual([]);
    expect((await c.customer<Tag[]>('tags?per_page=-1')).map((x) => x.id)).not.toContain(tag.id);
    expect(await c.audits('tag.update', tag.id)).toHaveLength(1);
    expect((await c.admin('PATCH', '/tags/99999', { title: 'x', visible: true, sort: 0 })).statusCode).toBe(
      404,
    );
  });
});
