import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favUsers } from '../../db/schema';
import { signAccessToken } from '../../security/access-token';
import { insertStorefrontFixture, type StorefrontFixture } from '../../test/storefront-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: StorefrontFixture;
let aliceToken: string;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  f = await insertStorefrontFixture(t.database.db);
  aliceToken = await signAccessToken({ userId: f.alice!.id, tokenVersion: 0 }, t.config.jwtSecret, 3600);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject(`/api/v2/customer/${url}`);
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, payload: unknown, token?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/customer/${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
};
const INCOMPLETE = '모든 질문에 답해 주세요.';

describe('GET favCats', () => {
  it('lists every answerable enabled question in order with its answers, all by default', async () => {
    const { status, body } = await get('favCats');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: -1, total: 2 });
    expect(body.data.map((q: { id: number; type_layout: number }) => [q.id, q.type_layout])).toEqual([
      [f.q1!.id, 100],
      [f.q2!.id, 200],
    ]);
    expect(body.data[0].favs).toEqual([
      { id: f.a11!.id, fav_cat_id: f.q1!.id, title: '따뜻한 소리', atts: [] },
      { id: f.a12!.id, fav_cat_id: f.q1!.id, title: '선명한 소리', atts: [] },
    ]);
    expect(body.data[1].favs.map((a: { atts: { url: string }[] }) => a.atts[0]?.url)).toEqual([
      '/files/quiz/living.svg',
      '/files/quiz/bedroom.svg',
    ]);
    expect((await get('favCats?per_page=1&page=2')).body.data[0].id).toBe(f.q2!.id);
  });
});

describe('GET favSymbols/{id}', () => {
  it('answers a symbol with its image and recommended visible products in order', async () => {
    const { status, body } = await get(`favSymbols/${f.s2!.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: f.s2!.id,
      title: '아날로그 감성',
      content: '따뜻한 소리/턴테이블을 추천합니다.',
    });
    expect(body.data.atts[0].url).toBe('/files/banners/fav-symbol-2.svg');
    expect(
      body.data.favables_with_favable.map((e: { favable_type: number; favable: { id: number } }) => [
        e.favable_type,
        e.favable.id,
      ]),
    ).toEqual([
      [800, f.turntable!.id],
      [800, f.pkg!.id],
    ]);
  });

  it('answers the default symbol 1 and 404 in Korean for an unknown one', async () => {
    expect((await get(`favSymbols/${f.s1!.id}`)).body.data.favables_with_favable).toEqual([]);
    const missing = await get('favSymbols/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '취향 결과를 찾을 수 없습니다.', errors: {} });
  });
});

describe('POST favSymbols/result', () => {
  it('picks the symbol with the highest sum of the chosen answers', async () => {
    const warm = await post('favSymbols/result', { items: [f.a11!.id, f.a21!.id] });
    expect(warm.status).toBe(200);
    expect(warm.body.data.id).toBe(f.s2!.id);
    expect(warm.body.data.favables_with_favable).toHaveLength(2);
    expect((await post('favSymbols/result', { items: [f.a22!.id, f.a12!.id] })).body.data.id).toBe(f.s3!.id);
  });

  it('gives a tie to the lowest symbol id', async () => {
    for (const items of [
      [f.a11!.id, f.a22!.id],
      [f.a12!.id, f.a21!.id],
    ]) {
      expect((await post('favSymbols/result', { items })).body.data.id).toBe(f.s2!.id);
    }
  });

  it('refuses missing, repeated, hidden or unknown answers with one Korean message', async () => {
    for (const items of [
      [],
      [f.a11!.id],
      [f.a11!.id, f.a12!.id, f.a21!.id],
      [f.a11!.id, f.a21!.id, f.a31!.id],
      [f.a11!.id, 999999],
    ]) {
      const { status, body } = await post('favSymbols/result', { items });
      expect(status).toBe(400);
      expect(body).toEqual({ message: INCOMPLETE, errors: { items: [INCOMPLETE] } });
    }
    expect((await post('favSymbols/result', { items: 'x' })).status).toBe(400);
  });
});

describe('POST favUsers/items', () => {
  it('needs a valid access token', async () => {
    const items = [f.a11!.id, f.a21!.id];
    expect((await post('favUsers/items', { items })).status).toBe(401);
    expect((await post('favUsers/items', { items }, 'forged')).status).toBe(401);
  });

  it('saves the result for the caller only and answers the symbol', async () => {
    const items = [f.a12!.id, f.a22!.id];
    const { status, body } = await post('favUsers/items', { items }, aliceToken);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ id: f.s3!.id, title: '모던 사운드' });
    const rows = await t.database.db.select().from(favUsers);
    expect(rows.map((r) => [r.userId, r.favSymbolId, r.items])).toEqual([[f.alice!.id, f.s3!.id, items]]);
    const bobs = await t.database.db.select().from(favUsers).where(eq(favUsers.userId, f.bob!.id));
    expect(bobs).toEqual([]);
  });

  it('saves nothing for incomplete answers, and refuses a token of a user that does not exist', async () => {
    const before = (await t.database.db.select().from(favUsers)).length;
    const incomplete = await post('favUsers/items', { items: [f.a11!.id] }, aliceToken);
    expect(incomplete).toEqual({
      status: 400,
      body: { message: INCOMPLETE, errors: { items: [INCOMPLETE] } },
    });
    const ghost = await signAccessToken({ userId: 999999, tokenVersion: 0 }, t.config.jwtSecret, 3600);
    expect((await post('favUsers/items', { items: [f.a11!.id, f.a21!.id] }, ghost)).status).toBe(401);
    expect(await t.database.db.select().from(favUsers)).toHaveLength(before);
  });
});
