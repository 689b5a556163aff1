import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  API,
  bearer,
  createCustomer,
  insertSignupDocs,
  tokenFor,
  verifyIdentity,
} from '../users/test-accounts';

let t: TestApp;
let docIds: number[];
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  docIds = (await insertSignupDocs(t.database.db)).required.map((d) => d.id);
});
afterAll(() => t.close());

const req = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token?: string) => {
  const res = await t.app.inject({
    method,
    url: `${API}/${url}`,
    payload,
    headers: token ? bearer(token) : {},
  });
  return { status: res.statusCode, body: res.json() };
};

/** Kakao (type 10) through the simulator as a browser would: authorize URL, consent page, return with a code. */
async function kakaoReturn(email: string, type = 10) {
  const { url, state } = (await req('GET', `socialUsers/authorizeUrl?type=${type}`)).body.data;
  const page = await t.app.inject(url);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('동의하고 계속하기');
  const { pathname } = new URL(url, 'http://x');
  const consent = await t.app.inject({ method: 'POST', url: pathname, payload: { email } });
  const code = consent.json().data.code as string;
  const stored = await req('POST', 'socialUsers/storeToken', { type, code, state });
  expect(stored.status).toBe(200);
  return stored.body.data as { token: string; user_id: number | null; social_account: { email: string } };
}

describe('social sign-in through the simulator', () => {
  it('the authorize URL returns to the app page /customer_v2/socialUserKakao with a signed state', async () => {
    const { body } = await req('GET', 'socialUsers/authorizeUrl?type=10');
    expect(body.data.url).toContain(`${API}/sim/social/kakao?`);
    expect(new URL(body.data.url, 'http://x').searchParams.get('redirect_uri')).toBe(
      '/customer_v2/socialUserKakao',
    );
    // The consent page sends nobody elsewhere.
    const evil = await t.app.inject(`${API}/sim/social/kakao?redirect_uri=https://evil.example/&state=x`);
    expect(evil.statusCode).toBe(400);
  });

  it('storeToken refuses a forged state or code', async () => {
    const { state } = (await req('GET', 'socialUsers/authorizeUrl?type=10')).body.data;
    expect((await req('POST', 'socialUsers/storeToken', { type: 10, code: 'forged', state })).status).toBe(
      400,
    );
    expect(
      (await req('POST', 'socialUsers/storeToken', { type: 10, code: 'x', state: 'forged' })).status,
    ).toBe(400);
    const naverState = (await req('GET', 'socialUsers/authorizeUrl?type=20')).body.data.state;
    expect(
      (await req('POST', 'socialUsers/storeToken', { type: 10, code: 'x', state: naverState })).status,
    ).toBe(400);
  });

  it('an unknown social account must sign up (202 with its e-mail); the sign-up links it for good', async () => {
    const stored = await kakaoReturn('kakao.new@example.com');
    expect(stored.user_id).toBeNull();
    const create = await req('POST', 'socialUsers', { type: 10, token: stored.token });
    expect(create.status).toBe(202);
    expect(create.body.data).toMatchObject({
      result: 'create',
      social_account: { email: 'kakao.new@example.com' },
      email_registered: false,
      auth: null,
    });
    const verif = await verifyIdentity(t, { name: '카카오', phoneNo: '01066667777' });
    const signup = await req('POST', 'users', {
      email: 'kakao.new@example.com',
      password: 'abcd1234',
      passwordConfirm: 'abcd1234',
      verif_id: verif,
      doc_confirmables: docIds.map((doc_id) => ({ doc_id, state: 100 })),
      social_token: create.body.data.token,
    });
    expect(signup.status).toBe(201);
    const userId = signup.body.data.id;
    expect(signup.body.data.user.social_types).toEqual([10]);

    // Next time the same Kakao account logs straight in.
    const again = await kakaoReturn('kakao.new@example.com');
    expect(again.user_id).toBe(userId);
    const login = await req('POST', 'socialUsers', { type: 10, token: again.token });
    expect(login.status).toBe(200);
    expect(login.body.data.result).toBe('login');
    expect(login.body.data.auth).toMatchObject({ id: userId, expires_in: 3600 });
    // The proof is spent.
    expect((await req('POST', 'socialUsers', { type: 10, token: again.token })).status).toBe(400);

    // Linked at sign-up: cannot be unlinked.
    const token = login.body.data.auth.access_token;
    const list = await req('GET', `socialUsers?user_id=${userId}`, undefined, token);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ type: 10, linked_at_signup: true });
    const unlink = await req('DELETE', `socialUsers/${list.body.data[0].id}`, undefined, token);
    expect(unlink.status).toBe(400);
    expect(unlink.body.message).toBe('회원가입 시 연동된 소셜 계정은 연동을 해제할 수 없습니다.');
  });

  it('socialUsers/login signs in a linked account only', async () => {
    const stored = await kakaoReturn('kakao.login@example.com', 20);
    expect((await req('POST', 'socialUsers/login', { token: stored.token })).status).toBe(400);
    const user = await createCustomer(t.database.db);
    await t.database.db
      .update(socialUsers)
      .set({ userId: user.id })
      .where(
        eq(
          socialUsers.id,
          (await t.database.db.select().from(socialUsers).where(eq(socialUsers.type, 20)))[0]!.id,
        ),
      );
    const fresh = await kakaoReturn('kakao.login@example.com', 20);
    expect(
      (await req('POST', 'socialUsers/login', { token: fresh.token, user_id: user.id + 1000 })).status,
    ).toBe(400);
    const ok = await req('POST', 'socialUsers/login', { token: fresh.token, user_id: user.id });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ id: user.id });
  });

  it('a signed-in customer links (201), sees it, and unlinks it', async () => {
    const user = await createCustomer(t.database.db, { email: 'linker@example.com' });
    const { access_token } = await tokenFor(t, user);
    const stored = await kakaoReturn('someone.google@example.com', 30);
    const link = await req(
      'POST',
      'socialUsers',
      { type: 30, token: stored.token, user_id: user.id },
      access_token,
    );
    expect(link.status).toBe(201);
    expect(link.body.data).toMatchObject({
      result: 'update',
      social_user: { type: 30, user_id: user.id, linked_at_signup: false },
    });
    const list = await req('GET', 'socialUsers', undefined, access_token);
    expect(list.body.data.map((s: { type: number }) => s.type)).toEqual([30]);
    const del = await req('DELETE', `socialUsers/${list.body.data[0].id}`, undefined, access_token);
    expect(del).toEqual({ status: 200, body: { data: true, message: '계정 연동이 제거 되었습니다' } });
    expect((await req('GET', 'socialUsers', undefined, access_token)).body.data).toEqual([]);
  });

  it('a social account linked to someone else cannot be linked again (409), nor a link sent for another id (403)', async () => {
    const owner = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const ownerToken = (await tokenFor(t, owner)).access_token;
    const otherToken = (await tokenFor(t, other)).access_token;
    const stored = await kakaoReturn('shared@example.com', 50);
    expect((await req('POST', 'socialUsers', { token: stored.token }, ownerToken)).status).toBe(201);
    const again = await kakaoReturn('shared@example.com', 50);
    expect((await req('POST', 'socialUsers', { token: again.token }, otherToken)).status).toBe(409);
    expect(
      (await req('POST', 'socialUsers', { token: again.token, user_id: owner.id }, otherToken)).status,
    ).toBe(403);
  });

  it('indexEmail says whether the e-mail is an account and a linked social e-mail', async () => {
    await createCustomer(t.database.db, { email: 'indexed@example.com' });
    expect((await req('GET', 'socialUsers/indexEmail?email=indexed@example.com')).body.data).toEqual({
      registered: true,
      linked: false,
    });
    expect((await req('GET', 'socialUsers/indexEmail?email=shared@example.com&type=50')).body.data).toEqual({
      registered: false,
      linked: true,
    });
  });
});
