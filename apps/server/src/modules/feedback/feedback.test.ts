import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackUsers, subscs } from '../../db/schema';
import { signAccessToken } from '../../security/access-token';
import { insertStorefrontFixture, type StorefrontFixture } from '../../test/storefront-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: StorefrontFixture;
let token: string;
let bobs: number;
let alices: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  f = await insertStorefrontFixture(t.database.db);
  token = await signAccessToken({ userId: f.bob!.id, tokenVersion: 0 }, t.config.jwtSecret, 3600);
  const rental = (userId: number) => ({ userId, state: 400, stateReq: 400, duration: 12, cost: 29900 });
  const [b, a] = await t.database.db
    .insert(subscs)
    .values([rental(f.bob!.id), rental(f.alice!.id)])
    .returning();
  bobs = b!.id;
  alices = a!.id;
});
afterAll(() => t.close());

const post = async (payload: object, auth?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/customer/feedbackUsers',
    payload,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
};

describe('GET feedbackCats/{id}', () => {
  it('answers a survey with its choices in order', async () => {
    const res = await t.app.inject(`/api/v2/customer/feedbackCats/${f.cancelReasons!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: f.cancelReasons!.id,
      title: '해지 사유',
      feedbacks: [
        { id: f.moving!.id, title: '이사를 가요', feedback_cat_id: f.cancelReasons!.id },
        { id: f.tooExpensive!.id, title: '가격이 부담돼요', feedback_cat_id: f.cancelReasons!.id },
      ],
    });
  });

  it('answers 404 in Korean for an unknown survey', async () => {
    const res = await t.app.inject('/api/v2/customer/feedbackCats/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '설문을 찾을 수 없습니다.', errors: {} });
  });
});

describe('POST feedbackUsers', () => {
  const answer = () => ({
    feedback_id: f.moving!.id,
    feedback_cat_id: f.cancelReasons!.id,
    feedbackable_type: 960,
    feedbackable_id: bobs,
  });

  it('needs a token', async () => {
    expect((await post(answer())).status).toBe(401);
  });

  it("records the caller's answer", async () => {
    const { status, body } = await post(answer(), token);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ user_id: f.bob!.id, ...answer() });
    const rows = await t.database.db.select().from(feedbackUsers);
    expect(rows.map((r) => [r.userId, r.feedbackId, r.feedbackableId])).toEqual([
      [f.bob!.id, f.moving!.id, bobs],
    ]);
  });

  it("refuses an answer about another customer's rental, an unknown one or a kind answers are not about", async () => {
    const before = (await t.database.db.select().from(feedbackUsers)).length;
    for (const about of [
      { feedbackable_type: 960, feedbackable_id: alices },
      { feedbackable_type: 960, feedbackable_id: 999999 },
      { feedbackable_type: 1060, feedbackable_id: f.alice!.id },
    ]) {
      const res = await post({ ...answer(), ...about }, token);
      expect(res).toEqual({ status: 404, body: { message: '설문 대상을 찾을 수 없습니다.', errors: {} } });
    }
    expect(await t.database.db.select().from(feedbackUsers)).toHaveLength(before);
  });

  it('refuses a choice of another survey and a malformed body', async () => {
    const wrong = await post({ feedback_id: f.satisfied!.id, feedback_cat_id: f.cancelReasons!.id }, token);
    expect(wrong).toEqual({
      status: 400,
      body: {
        message: '선택한 항목을 확인해 주세요.',
        errors: { feedback_id: ['선택한 항목을 확인해 주세요.'] },
      },
    });
    expect((await post({ feedback_cat_id: f.cancelReasons!.id }, token)).status).toBe(400);
  });
});
