import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStorefrontFixture, type StorefrontFixture } from '../../test/storefront-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: StorefrontFixture;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  f = await insertStorefrontFixture(t.database.db);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject(`/api/v2/customer/${url}`);
  return { status: res.statusCode, body: res.json() };
};
const titles = (rows: { title: string }[]) => rows.map((r) => r.title);
const TT_MANUAL = '클래식 턴테이블 사용 설명서';
const SP_MANUAL = '무선 스피커 S 설명서';

describe('GET docs', () => {
  it('lists enabled documents in order, all with per_page=-1', async () => {
    const { status, body } = await get('docs?per_page=-1');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(4);
    expect(titles(body.data)).toEqual([TT_MANUAL, '이용약관', '개인정보 처리방침', SP_MANUAL]);
    const paged = await get('docs?per_page=2&page=2');
    expect(paged.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
  });

  it('filters by slugs, slug and type', async () => {
    expect(
      titles((await get('docs?per_page=-1&slugs=policy-privacy,term-usage,term-old')).body.data),
    ).toEqual(['이용약관', '개인정보 처리방침']);
    expect(titles((await get('docs?slug=policy-privacy')).body.data)).toEqual(['개인정보 처리방침']);
    expect(titles((await get('docs?per_page=-1&type=100')).body.data)).toEqual(['이용약관']);
    expect(titles((await get('docs?per_page=-1&type=801')).body.data)).toEqual([TT_MANUAL, SP_MANUAL]);
  });

  it('filters manuals by product, maker and category and answers each with its product and files', async () => {
    for (const docable of ['product', '800']) {
      expect(titles((await get(`docs?per_page=-1&docable_type=${docable}`)).body.data)).toEqual([
        TT_MANUAL,
        SP_MANUAL,
      ]);
    }
    const { body } = await get(`docs?per_page=-1&docable_type=product&prod_id=${f.speaker!.id}`);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].docable).toEqual({
      id: f.speaker!.id,
      title: '무선 스피커 S',
      code: 'SP-1',
      corp_maker: { id: f.maker!.id, title: '소리공방' },
      prod_cat_id: f.speakers!.id,
      atts: [],
    });
    expect(body.data[0].attachables).toEqual([
      {
        id: f.speakerPdf!.id,
        url: '/files/manuals/sp-1.pdf',
        download_url: `/api/v2/customer/files/atts/${f.speakerPdf!.id}/download`,
        name: '무선 스피커 S 사용 설명서.pdf',
        size: 9,
        mime: 'application/pdf',
      },
    ]);
    const byCat = await get(
      `docs?per_page=-1&prod_corp_maker_id=${f.maker!.id}&prod_prod_cat_id=${f.turntables!.id}`,
    );
    expect(titles(byCat.body.data)).toEqual([TT_MANUAL]);
    expect(byCat.body.data[0].docable.atts.map((a: { url: string }) => a.url)).toEqual([
      '/files/products/tt-1.svg',
      '/files/products/tt-2.svg',
    ]);
    expect((await get('docs?per_page=-1&prod_corp_maker_id=999')).body.data).toEqual([]);
    expect((await get('docs?per_page=-1&docable_type=care')).status).toBe(400);
  });

  it('searches document title, product title and product code, taking % and _ literally', async () => {
    expect(titles((await get(`docs?per_page=-1&query=${encodeURIComponent('약관')}`)).body.data)).toEqual([
      '이용약관',
    ]);
    expect(
      titles((await get(`docs?per_page=-1&query=${encodeURIComponent('무선 스피커')}`)).body.data),
    ).toEqual([SP_MANUAL]);
    expect(titles((await get('docs?per_page=-1&query=tt-1')).body.data)).toEqual([TT_MANUAL]);
    expect((await get('docs?per_page=-1&query=%25')).body.data).toEqual([]);
  });

  it('sanitises content: stored script and onerror never come out', async () => {
    const usage = (await get('docs?slug=term-usage')).body.data[0];
    expect(usage.content).toBe('<p>답변</p><img src="/files/a.png" alt="그림" />');
    expect(usage.docable).toBeNull();
  });
});

describe('GET docs/{id} and docs/slug/{slug}', () => {
  it('answers one document by id or slug', async () => {
    const byId = await get(`docs/${f.privacy!.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ slug: 'policy-privacy', type: 300, content: '<p>개인정보</p>' });
    const bySlug = await get('docs/slug/term-usage');
    expect(bySlug.body.data.id).toBe(f.usage!.id);
    expect(bySlug.body.data.content).not.toMatch(/script|onerror/);
  });

  it('answers 404 in Korean for unknown or hidden documents', async () => {
    for (const url of ['docs/99999', 'docs/slug/nothing', 'docs/slug/term-old']) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(body).toEqual({ message: '문서를 찾을 수 없습니다.', errors: {} });
    }
  });
});
