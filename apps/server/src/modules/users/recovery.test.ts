import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMsgs, noticeMsgUsers, passwordResetTokens } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, createCustomer, login, tokenFor, verifyIdentity } from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: { PUBLIC_URL: 'https://shop.example.kr' } });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject(`${API}/${url}`);
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `${API}/${url}`, payload });
  return { status: res.statusCode, body: res.json() };
};

/** The reset link of the newest outbox message to this address. */
async function lastResetToken(email: string): Promise<string> {
  const rows = await t.database.db
    .select({ content: noticeMsgs.content })
    .from(noticeMsgs)
    .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
    .where(eq(noticeMsgUsers.email, email));
  const text = rows.at(-1)!.content.content;
  const link = text.match(
    /https:\/\/shop\.example\.kr\/customer_v2\/users\/auth\/passwordReset\?token=(\S+)/,
  );
  return decodeURIComponent(link![1]!);
}

describe('GET users/authFindEmail', () => {
  it('answers the masked e-mail to a person verified with that very name and mobile', async () => {
    const user = await createCustomer(t.database.db, {
      email: 'findme@example.com',
      name: '찾기',
      mobile: '01012341234',
    });
    const verif = await verifyIdentity(t, { name: user.name, phoneNo: user.mobile! }, 'remind');
    const found = await get(
      `users/authFindEmail?name=${encodeURIComponent(user.name)}&mobile=${user.mobile}&verif_id=${verif}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.email).toBe('find**@***mple.com');
  });

  it('404 for an unknown person, 400 without a matching verification', async () => {
    const verif = await verifyIdentity(t, { name: '없는사람', phoneNo: '01000001111' }, 'remind');
    expect(
      (
        await get(
          `users/authFindEmail?name=${encodeURIComponent('없는사람')}&mobile=01000001111&verif_id=${verif}`,
        )
      ).status,
    ).toBe(404);
    // Somebody else's name with one's own verification finds nothing.
    const user = await createCustomer(t.database.db, { name: '남의정보', mobile: '01000002222' });
    expect(
      (
        await get(
          `users/authFindEmail?name=${encodeURIComponent(user.name)}&mobile=${user.mobile}&verif_id=${verif}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await get(
          `users/authFindEmail?name=${encodeURIComponent(user.name)}&mobile=${user.mobile}&verif_id=iv_nope`,
        )
      ).status,
    ).toBe(400);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the e-mail exists, and mails a link only to a customer', async () => {
    const user = await createCustomer(t.database.db, { email: 'reset1@example.com' });
    const known = await post('users/authResetPassword/request', { email: user.email! });
    const unknown = await post('users/authResetPassword/request', { email: 'ghost@example.com' });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(await lastResetToken('reset1@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ghost = await t.database.db
      .select()
      .from(noticeMsgUsers)
      .where(eq(noticeMsgUsers.email, 'ghost@example.com'));
    expect(ghost).toHaveLength(0);
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).not.toBe(await lastResetToken('reset1@example.com'));
  });

  it('resets once with a valid token; the token is then dead and old sessions end', async () => {
    const user = await createCustomer(t.database.db, { email: 'reset2@example.com' });
    const session = await tokenFor(t, user);
    await post('users/authResetPassword/request', { email: user.email! });
    const token = await lastResetToken(user.email!);
    expect(await get(`users/authResetPassword/token?token=${encodeURIComponent(token)}`)).toEqual({
      status: 200,
      body: { data: true },
    });
    const mismatch = await post('users/authResetPassword', {
      token,
      password_new: 'fresh1234',
      password_new_check: 'fresh1235',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('비밀번호가 서로 일치하지 않습니다.');
    const weak = await post('users/authResetPassword', {
      token,
      password_new: 'short',
      password_new_check: 'short',
    });
    expect(weak.body.message).toBe('비밀번호는 영문과 숫자를 포함하여 8~20자여야합니다.');
    const done = await post('users/authResetPassword', {
      token,
      password_new: 'fresh1234',
      password_new_check: 'fresh1234',
    });
    expect(done.status).toBe(200);
    expect((await login(t, user.email!, 'fresh1234')).status).toBe(200);
    expect((await login(t, user.email!, user.password)).status).toBe(400);
    expect((await post('users/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    // Single use.
    expect((await get(`users/authResetPassword/token?token=${encodeURIComponent(token)}`)).status).toBe(404);
    const again = await post('users/authResetPassword', {
      token,
      password_new: 'other1234',
      password_new_check: 'other1234',
    });
    expect(again.status).toBe(404);
  });

  it('a token older than 30 minutes or made up is 404', async () => {
    const user = await createCustomer(t.database.db, { email: 'reset3@example.com' });
    await post('users/authResetPassword/request', { email: user.email! });
    const token = await lastResetToken(user.email!);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await get(`users/authResetPassword/token?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect(
      (
        await post('users/authResetPassword', {
          token,
          password_new: 'fresh1234',
          password_new_check: 'fresh1234',
        })
      ).status,
    ).toBe(404);
    expect((await get('users/authResetPassword/token?token=nope')).status).toBe(404);
  });
});
