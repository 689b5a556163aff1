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

describe('GET prodAssocs', () => {
  it("lists a product's recommended and related products in order as cards, hidden ones left out", async () => {
    const { status, body } = await get(`prodAssocs?prod_id=${f.turntable!.id}`);
    expect(status).toBe(200);
    expect(
      body.data.map((a: { type: number; prod_assoc: { title: string } }) => [a.type, a.prod_assoc.title]),
    ).toEqual([
      [200, '무선 스피커 S'],
      [100, '입문 세트'],
    ]);
    expect(body.data[0].prod_assoc).toMatchObject({ corp_maker: { title: '소리공방' }, cost_subsc: 35900 });
    expect(body.meta.total).toBe(2);
  });

  it('answers the trailing-slash path of the documents, filters by type and pages', async () => {
    const slash = await get(`prodAssocs/?prod_id=${f.turntable!.id}&type=100`);
    expect(slash.status).toBe(200);
    expect(slash.body.data.map((a: { id: number }) => a.id)).toEqual([f.relatedPkg!.id]);
    const page = await get(`prodAssocs?prod_id=${f.turntable!.id}&per_page=1&page=2`);
    expect(page.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(page.body.data[0].prod_assoc.id).toBe(f.pkg!.id);
  });

  it('answers an empty list for a product with none and 400 without prod_id', async () => {
    expect((await get(`prodAssocs?prod_id=${f.pkg!.id}`)).body.data).toEqual([]);
    const missing = await get('prodAssocs');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('prod_id');
  });
});
