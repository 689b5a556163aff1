import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authAttempts, refreshTokens } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, bearer, createCustomer, login, tokenFor } from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(authAttempts);
});

const post = async (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/${url}`,
    payload: payload as object,
    headers,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
};

describe('POST users/auth/login', () => {
  it('answers the tokens, id and name; never the password hash', async () => {
    const user = await createCustomer(t.database.db, { name: '김소리' });
    const { status, body } = await login(t, user.email!, user.password);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ expires_in: 3600, id: user.id, name: '김소리' });
    expect(body.data.access_token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain('scrypt');
    // Stored only as its hash.
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(body.data.refresh_token);
  });

  it('matches the e-mail without case', async () => {
    const user = await createCustomer(t.database.db, { email: 'Mixed.Case@example.com' });
    expect((await login(t, 'mixed.case@EXAMPLE.com', user.password)).status).toBe(200);
  });

  it('a wrong password is 400 with the user id; an unknown e-mail 400 without one', async () => {
    const user = await createCustomer(t.database.db);
    const wrong = await login(t, user.email!, 'wrongpass1');
    expect(wrong).toEqual({ status: 400, body: { message: '비밀번호가 달라요.', errors: {}, id: user.id } });
    const unknown = await login(t, 'nobody@example.com', 'whatever1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('가입되지 않은 계정');
    expect(unknown.body).not.toHaveProperty('id');
  });

  it('checks the form with the domain messages', async () => {
    const empty = await post('users/auth/login', { email: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      email: ['이메일을 입력해 주세요.'],
      password: ['비밀번호를 입력해 주세요.'],
    });
    const bad = await post('users/auth/login', { email: 'nope', password: 'x' });
    expect(bad.body.errors.email[0]).toContain('올바른 이메일의 형식');
  });

  it('stops an account from one address after 5 failures with a Korean 429, even with the right password', async () => {
    const user = await createCustomer(t.database.db);
    for (let i = 0; i < 5; i++) {
      expect((await login(t, user.email!, 'wrongpass1', '10.1.0.1')).status).toBe(400);
    }
    const blocked = await login(t, user.email!, user.password, '10.1.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.');
    // It says when to try again: when the first failure leaves the 15-minute window.
    expect(Number(blocked.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(15 * 60);
    await t.database.db.update(authAttempts).set({ createdAt: new Date(Date.now() - 10 * 60_000) });
    const later = await login(t, user.email!, user.password, '10.1.0.1');
    expect(Number(later.retryAfter)).toBeGreaterThan(4 * 60);
    expect(Number(later.retryAfter)).toBeLessThanOrEqual(5 * 60);
    expect(later.body.message).toBe('로그인 시도가 너무 많습니다. 5분 후 다시 시도해 주세요.');
    // The window passing frees it.
    await t.database.db.update(authAttempts).set({ createdAt: new Date(Date.now() - 16 * 60_000) });
    expect((await login(t, user.email!, user.password, '10.1.0.1')).status).toBe(200);
  });

  it("keeps the owner's own device in while a stranger's guesses lock only the stranger (finding 10)", async () => {
    const user = await createCustomer(t.database.db);
    for (let i = 0; i < 5; i++) await login(t, user.email!, 'wrongpass1', '10.3.0.1');
    expect((await login(t, user.email!, user.password, '10.3.0.1')).status).toBe(429);
    expect((await login(t, user.email!, user.password, '10.3.0.77')).status).toBe(200);
  });

  it('stops the account everywhere past the ceiling of failures from many addresses', async () => {
    const user = await createCustomer(t.database.db);
    for (let i = 0; i < 50; i++)
      await login(t, user.email!, 'wrongpass1', `10.4.${Math.floor(i / 4)}.${i % 4}`);
    expect((await login(t, user.email!, user.password, '10.4.200.1')).status).toBe(429);
  });

  it('stops an address after 20 failures whatever the accounts tried', async () => {
    const victim = await createCustomer(t.database.db);
    for (let i = 0; i < 20; i++) {
      expect((await login(t, `guess${i}@example.com`, 'wrongpass1', '10.2.0.1')).status).toBe(400);
    }
    expect((await login(t, victim.email!, victim.password, '10.2.0.1')).status).toBe(429);
    expect((await login(t, victim.email!, victim.password, '10.2.0.2')).status).toBe(200);
  });

  it('a success clears the account counter', async () => {
    const user = await createCustomer(t.database.db);
    for (let i = 0; i < 4; i++) await login(t, user.email!, 'wrongpass1');
    expect((await login(t, user.email!, user.password)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(t, user.email!, 'wrongpass1', '10.3.0.1')).status).toBe(400);
  });
});

describe('refresh tokens', () => {
  it('rotates: a new access and refresh token, the old refresh token is spent', async () => {
    const user = await createCustomer(t.database.db);
    const first = await tokenFor(t, user);
    const next = await post('users/auth/refresh', { refresh_token: first.refresh_token });
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ expires_in: 3600, id: user.id });
    expect(next.body.data.refresh_token).not.toBe(first.refresh_token);
    const third = await post('users/auth/refresh', { refresh_token: next.body.data.refresh_token });
    expect(third.status).toBe(200);
  });

  it('reuse of a rotated token revokes the whole family (401)', async () => {
    const user = await createCustomer(t.database.db);
    const first = await tokenFor(t, user);
    const second = await post('users/auth/refresh', { refresh_token: first.refresh_token });
    const replay = await post('users/auth/refresh', { refresh_token: first.refresh_token });
    expect(replay.status).toBe(401);
    // The legitimate holder's newer token died with the family.
    expect((await post('users/auth/refresh', { refresh_token: second.body.data.refresh_token })).status).toBe(
      401,
    );
    // Another session (another family) is untouched.
    const other = await tokenFor(t, user);
    expect((await post('users/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(200);
  });

  it('refuses unknown and expired tokens', async () => {
    expect((await post('users/auth/refresh', { refresh_token: 'made-up' })).status).toBe(401);
    const user = await createCustomer(t.database.db);
    const tokens = await tokenFor(t, user);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await post('users/auth/refresh', { refresh_token: tokens.refresh_token })).status).toBe(401);
  });

  it('logout revokes the family and answers 200 even when the token is already gone', async () => {
    const user = await createCustomer(t.database.db);
    const tokens = await tokenFor(t, user);
    const out = await post('users/auth/logout', { refresh_token: tokens.refresh_token });
    expect(out).toEqual({ status: 200, body: { data: true, message: '로그아웃 되었습니다.' } });
    expect((await post('users/auth/refresh', { refresh_token: tokens.refresh_token })).status).toBe(401);
    expect((await post('users/auth/logout', { refresh_token: tokens.refresh_token })).status).toBe(200);
    expect((await post('users/auth/logout', {})).status).toBe(200);
  });
});

describe('POST users/auth/me', () => {
  it('returns the signed-in user', async () => {
    const user = await createCustomer(t.database.db, { name: '박음악' });
    const { access_token } = await tokenFor(t, user);
    const me = await post('users/auth/me', {}, bearer(access_token));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: user.id,
      email: user.email,
      name: '박음악',
      mobile: user.mobile,
    });
    expect(me.body.data).not.toHaveProperty('password');
    expect(me.body.data).not.toHaveProperty('passwordHash');
    expect((await post('users/auth/me', {})).status).toBe(401);
  });
});

describe('POST users/auth/check', () => {
  it('is true for the signed-in user own e-mail and password, else 잘못된 정보입니다.', async () => {
    const user = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const { access_token } = await tokenFor(t, user);
    const h = bearer(access_token);
    expect(await post('users/auth/check', { email: user.email, password: user.password }, h)).toEqual({
      status: 200,
      body: { data: true },
    });
    const wrong = await post('users/auth/check', { email: user.email, password: 'wrongpass1' }, h);
    expect(wrong).toEqual({ status: 400, body: { message: '잘못된 정보입니다.', errors: {} } });
    // Another customer's correct credentials do not pass this user's guard.
    expect((await post('users/auth/check', { email: other.email, password: other.password }, h)).status).toBe(
      400,
    );
  });

  it('is limited like the login (429 after 5 failures)', async () => {
    const user = await createCustomer(t.database.db);
    const h = bearer((await tokenFor(t, user)).access_token);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('users/auth/check', { email: user.email, password: 'nope12345' }, h, `10.4.0.${i}`))
          .status,
      ).toBe(400);
    }
    expect((await post('users/auth/check', { email: user.email, password: user.password }, h)).status).toBe(
      429,
    );
  });

  it('per address too (20 failures)', async () => {
    for (let i = 0; i < 4; i++) {
      const user = await createCustomer(t.database.db);
      const h = bearer((await tokenFor(t, user)).access_token);
      for (let j = 0; j < 5; j++)
        await post('users/auth/check', { email: user.email, password: 'nope12345' }, h, '10.5.0.1');
    }
    const fresh = await createCustomer(t.database.db);
    const h = bearer((await tokenFor(t, fresh)).access_token);
    expect(
      (await post('users/auth/check', { email: fresh.email, password: fresh.password }, h, '10.5.0.1'))
        .status,
    ).toBe(429);
  });
});

describe('the per-address limit and X-Forwarded-For', () => {
  const failFrom = async (remoteAddress: string, forwardedFor: (n: number) => string, app = t) => {
    for (let i = 0; i < 4; i++) {
      const user = await createCustomer(app.database.db);
      for (let j = 0; j < 5; j++) {
        await app.app.inject({
          method: 'POST',
          url: `${API}/users/auth/login`,
          payload: { email: user.email, password: 'nope12345', isLocal: true },
          headers: { 'x-forwarded-for': forwardedFor(i * 5 + j) },
          remoteAddress,
        });
      }
    }
  };

  it('is not escaped by a made-up X-Forwarded-For when no proxy is trusted (the default)', async () => {
    await failFrom('10.8.0.1', (n) => `203.0.113.${n}`);
    const fresh = await createCustomer(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/auth/login`,
      payload: { email: fresh.email, password: fresh.password, isLocal: true },
      headers: { 'x-forwarded-for': '198.51.100.7' },
      remoteAddress: '10.8.0.1',
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts the forwarded address when the proxy in front is trusted (TRUST_PROXY)', async () => {
    const proxied = await buildTestApp({ seed: false, env: { TRUST_PROXY: '10.9.0.1' } });
    try {
      await failFrom('10.9.0.1', () => '203.0.113.50', proxied);
      const fresh = await createCustomer(proxied.database.db);
      const login = (forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: `${API}/users/auth/login`,
          payload: { email: fresh.email, password: fresh.password, isLocal: true },
          headers: { 'x-forwarded-for': forwarded },
          remoteAddress: '10.9.0.1',
        });
      expect((await login('203.0.113.50')).statusCode).toBe(429);
      expect((await login('198.51.100.8')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST users/auth/passwordChange', () => {
  const change = async (h: Record<string, string>, payload: object) =>
    post('users/auth/passwordChange', payload, h);

  it('applies every rule of section 5 in order with its exact message', async () => {
    const user = await createCustomer(t.database.db);
    const h = bearer((await tokenFor(t, user)).access_token);
    const cases: [object, string][] = [
      [
        { password: '', password_new: '', password_new_check: '' },
        '입력된 정보가 없습니다. 비밀번호를 입력해 주세요.',
      ],
      [{ password: user.password, password_new: '', password_new_check: 'x' }, '필수 입력 사항입니다.'],
      [
        { password: user.password, password_new: 'newpass123', password_new_check: 'newpass124' },
        '새 비밀번호와 새 비밀번호 확인이 서로 일치하지 않습니다.',
      ],
      [
        { password: user.password, password_new: user.password, password_new_check: user.password },
        '현재 비밀번호와 새 비밀번호가 같습니다.',
      ],
      [
        { password: user.password, password_new: 'short1', password_new_check: 'short1' },
        '비밀번호는 영문과 숫자를 포함하여 8~20자여야합니다.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await change(h, payload);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('a wrong current password is 401 비밀번호가 일치하지 않습니다', async () => {
    const user = await createCustomer(t.database.db);
    const h = bearer((await tokenFor(t, user)).access_token);
    const res = await change(h, {
      password: 'wrongpass1',
      password_new: 'newpass123',
      password_new_check: 'newpass123',
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('비밀번호가 일치하지 않습니다');
  });

  it('changes it: 완료되었습니다., the new password logs in, the old sessions end', async () => {
    const user = await createCustomer(t.database.db);
    const tokens = await tokenFor(t, user);
    const res = await change(bearer(tokens.access_token), {
      password: user.password,
      password_new: 'newpass123',
      password_new_check: 'newpass123',
    });
    expect(res).toEqual({ status: 200, body: { data: true, message: '완료되었습니다.' } });
    expect((await login(t, user.email!, user.password)).status).toBe(400);
    expect((await login(t, user.email!, 'newpass123')).status).toBe(200);
    expect((await post('users/auth/refresh', { refresh_token: tokens.refresh_token })).status).toBe(401);
  });
});
