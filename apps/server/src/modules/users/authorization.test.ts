import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialUsers } from '../../db/schema';
import { signAccessToken } from '../../security/access-token';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, bearer, createCustomer, insertSignupDocs, login, tokenFor } from './test-accounts';

/**
 * Walks every call on a customer's data with no token, a malformed token, an expired token and another
 * customer's token: none may reach the victim's data.
 */
let t: TestApp;
let victim: Awaited<ReturnType<typeof createCustomer>>;
let attacker: Awaited<ReturnType<typeof createCustomer>>;
let attackerToken: string;
let expiredToken: string;
let victimSocialId: number;
let docId: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  docId = (await insertSignupDocs(t.database.db)).optional.id;
  victim = await createCustomer(t.database.db, {
    email: 'victim@example.com',
    name: '피해자',
    password: 'victim1234!',
  });
  attacker = await createCustomer(t.database.db, { email: 'attacker@example.com' });
  attackerToken = (await tokenFor(t, attacker)).access_token;
  expiredToken = await signAccessToken(
    { userId: victim.id, tokenVersion: 0 },
    t.config.jwtSecret,
    60,
    new Date(Date.now() - 3_600_000),
  );
  const [social] = await t.database.db
    .insert(socialUsers)
    .values({
      type: 10,
      socialId: 'victim-kakao',
      userId: victim.id,
      socialAccount: { email: 'victim@example.com' },
    })
    .returning();
  victimSocialId = social!.id;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: object };
const calls = (): Call[] => [
  { method: 'POST', url: 'users/auth/me' },
  {
    method: 'POST',
    url: 'users/auth/check',
    payload: { email: 'victim@example.com', password: 'victim1234!' },
  },
  {
    method: 'POST',
    url: 'users/auth/passwordChange',
    payload: { password: 'victim1234!', password_new: 'owned12345', password_new_check: 'owned12345' },
  },
  { method: 'GET', url: `users/${victim.id}` },
  { method: 'PATCH', url: `users/${victim.id}`, payload: { tel: '0200000000', id: attacker.id } },
  { method: 'PUT', url: `users/${victim.id}`, payload: { state: -500 } },
  { method: 'PUT', url: `users/${victim.id}`, payload: { options: { 'agree-ad': true } } },
  {
    method: 'POST',
    url: 'docConfirmables',
    payload: {
      items: [
        { doc_id: docId, state: 100, confirmable_id: victim.id, confirmable_type: 1060, user_id: victim.id },
      ],
    },
  },
  { method: 'POST', url: 'userTerms', payload: { user: victim.id, term: { sn: 'x' } } },
  { method: 'GET', url: `socialUsers?user_id=${victim.id}` },
  { method: 'DELETE', url: `socialUsers/${victimSocialId}` },
];

const send = async (call: Call, headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: call.method,
    url: `${API}/${call.url}`,
    payload: call.payload,
    headers,
  });
  return { status: res.statusCode, body: res.json() };
};

/** The victim's account is exactly as it was. */
async function victimUntouched() {
  const res = await login(t, victim.email!, victim.password, '10.9.9.9');
  expect(res.status).toBe(200);
  const me = await send({ method: 'GET', url: `users/${victim.id}` }, bearer(res.body.data.access_token));
  expect(me.body.data).toMatchObject({
    state: 500,
    tel: null,
    options: { confNoticeAgreeAd: false, term: null },
  });
  const social = await send({ method: 'GET', url: 'socialUsers' }, bearer(res.body.data.access_token));
  expect(social.body.data).toHaveLength(1);
}

describe('every customer-data call', () => {
  it('covers every guarded path this module publishes', async () => {
    const doc = await t.app.inject(`${API}/openapi.json`);
    const publicPaths = new Set([
      'users/auth/login',
      'users/auth/refresh',
      'users/auth/logout',
      'users/duplicateEmail',
      'users/noticeMsgVerifReq',
      'users/verifConfirm',
      'users',
      'users/authFindEmail',
      'users/authResetPassword/request',
      'users/authResetPassword/token',
      'users/authResetPassword',
      'socialUsers/authorizeUrl',
      'socialUsers/storeToken',
      'socialUsers/indexEmail',
      'socialUsers/login',
    ]);
    let guarded = 0;
    const walked = new Set(
      calls().map((c) => `${c.method} ${c.url.split('?')[0]!.replace(/\/\d+$/, '/{id}')}`),
    );
    for (const [path, ops] of Object.entries(doc.json().paths as Record<string, object>)) {
      const rel = path.replace(`${API}/`, '');
      if (!/^(users|socialUsers|docConfirmables|userTerms)/.test(rel)) continue;
      for (const method of Object.keys(ops)) {
        const key = `${method.toUpperCase()} ${rel}`;
        if (publicPaths.has(rel) || key === 'POST socialUsers') continue;
        expect(walked, key).toContain(key);
        guarded += 1;
      }
    }
    expect(guarded).toBe(10);
  });

  it('refuses no token, a malformed token and an expired token with 401', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not.a.token' },
      { authorization: 'Basic abc' },
      bearer(expiredToken),
    ]) {
      for (const call of calls()) {
        const res = await send(call, headers);
        expect(res.status, `${call.method} ${call.url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.body.message).toBe('로그인 정보가 만료되었거나 권한이 없습니다');
      }
    }
    await victimUntouched();
  });

  it('another customer token never reaches the victim (403/404, or acts on the caller only)', async () => {
    for (const call of calls()) {
      const res = await send(call, bearer(attackerToken));
      const label = `${call.method} ${call.url}`;
      if (call.url === 'users/auth/me') expect(res.body.data.id, label).toBe(attacker.id);
      else if (call.url === 'users/auth/check') expect(res.status, label).toBe(400);
      else if (call.url === 'users/auth/passwordChange') expect(res.status, label).toBe(401);
      else expect([403, 404], label).toContain(res.status);
    }
    // POST socialUsers for someone else's id is refused too.
    const link = await send(
      { method: 'POST', url: 'socialUsers', payload: { token: 'x', user_id: victim.id } },
      bearer(attackerToken),
    );
    expect([400, 403]).toContain(link.status);
    await victimUntouched();
  });

  it('users/{id} answers 403 in Korean for another id', async () => {
    const res = await send({ method: 'GET', url: `users/${victim.id}` }, bearer(attackerToken));
    expect(res).toEqual({
      status: 403,
      body: { message: '본인의 회원 정보만 조회하거나 변경할 수 있습니다.', errors: {} },
    });
  });
});
