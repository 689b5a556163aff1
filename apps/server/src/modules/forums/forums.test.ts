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

describe('GET forums', () => {
  it('lists every enabled FAQ in its order with per_page=-1, content sanitised', async () => {
    const { status, body } = await get('forums?type=100&per_page=-1');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: -1, total: 2 });
    expect(titles(body.data)).toEqual(['설치는 어떻게 하나요?', '해지할 수 있나요?']);
    const html: string = body.data[0].content;
    expect(html).toBe('<p>답변</p><img src="/files/a.png" alt="그림" />');
    expect(html).not.toMatch(/script|onerror|alert/);
  });

  it('lists notices newest first with their dates, ten per page by default', async () => {
    const { body } = await get('forums?type=200');
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(titles(body.data)).toEqual(['3월 공지', '오픈 안내', '1월 공지']);
    expect(body.data[2]).toMatchObject({
      id: f.notice1!.id,
      type: 200,
      created_at: '2026-01-05T00:00:00.000Z',
    });
    const page = await get('forums?type=200&per_page=2&page=2');
    expect(page.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(titles(page.body.data)).toEqual(['1월 공지']);
  });

  it('finds a post by slug', async () => {
    const { body } = await get('forums?slug=notice-open');
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([f.notice2!.id]);
    expect((await get('forums?slug=nothing')).body.data).toEqual([]);
  });
});

describe('GET forums/{id}', () => {
  it('answers a notice with sanitised HTML', async () => {
    const { status, body } = await get(`forums/${f.notice3!.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ title: '3월 공지', content: '<p>3월</p>' });
    expect((await get(`forums/${f.faqHostile!.id}`)).body.data.content).not.toContain('onerror');
  });

  it('answers 404 in Korean for an unknown or hidden post, 400 for a malformed id', async () => {
    const { status, body } = await get('forums/99999');
    expect(status).toBe(404);
    expect(body).toEqual({ message: '게시글을 찾을 수 없습니다.', errors: {} });
    const hiddenId = f.faqPlain!.id + 1;
    expect((await get(`forums/${hiddenId}`)).status).toBe(404);
    expect((await get('forums/abc')).status).toBe(400);
  });
});
