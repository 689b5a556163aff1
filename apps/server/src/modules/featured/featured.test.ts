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

describe('GET featds', () => {
  it('lists the enabled groups in order with their images and entries', async () => {
    const { status, body } = await get('featds');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    expect(body.data.map((g: { title: string }) => g.title)).toEqual(['처음이라면', '이번 주 추천']);
    const weekly = body.data[1];
    expect(weekly).toMatchObject({ id: f.weekly!.id, content: '지금 인기' });
    expect(weekly.atts.map((a: { url: string }) => a.url)).toEqual(['/files/banners/featd-1.svg']);
  });

  it('gives product entries their card with the subscription category, drops hidden products, passes others', async () => {
    const { body } = await get('featds');
    const entries = body.data[1].featdables_with_featdable;
    expect(entries.map((e: { id: number }) => e.id)).toEqual([
      f.speakerEntry!.id,
      f.turntableEntry!.id,
      f.makerEntry!.id,
    ]);
    const [speaker, turntable, maker] = entries;
    expect(speaker).toMatchObject({ featdable_type: 800, featdable_id: f.speaker!.id });
    expect(speaker.featdable).toMatchObject({
      id: f.speaker!.id,
      title: '무선 스피커 S',
      discount_ctr: 2,
      subsc_cat: { id: f.rental!.id, title: '렌탈' },
    });
    expect(speaker.featdable.subsc_cat.subsc_cat_opts.map((o: { val: number }) => o.val)).toEqual([
      12, 24, 36, 48,
    ]);
    expect(turntable.featdable.atts).toHaveLength(2);
    expect(maker).toEqual({ id: f.makerEntry!.id, featdable_type: 190, featdable_id: f.maker!.id });
  });

  it('pages the groups', async () => {
    const { body } = await get('featds?per_page=1&page=2');
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(body.data.map((g: { id: number }) => g.id)).toEqual([f.weekly!.id]);
    expect((await get('featds?per_page=-1')).body.data).toHaveLength(2);
  });
});
