import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favSymbols,
  favUsers,
  identityVerifications,
  noticeMsgUsers,
  refreshTokens,
  socialUsers,
  spots,
  users,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, bearer, createCustomer, login, tokenFor, verifyIdentity } from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'PATCH' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url: `${API}/${url}`, headers: bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
};

describe('GET users/{id}', () => {
  it('answers the own account with fav_symbol, spots_count and the display-state counts', async () => {
    const user = await createCustomer(t.database.db);
    const { access_token } = await tokenFor(t, user);
    const empty = await call('GET', `users/${user.id}`, access_token);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ id: user.id, fav_symbol: null, spots_count: 0 });
    expect(
      empty.body.data.subscs_counts.map((c: { label: string; count: number }) => [c.label, c.count]),
    ).toEqual([
      ['결제완료', 0],
      ['상품준비중', 0],
      ['배송중', 0],
      ['렌탈중', 0],
    ]);
    const [first, latest] = await t.database.db
      .insert(favSymbols)
      .values([
        { title: '첫 결과', content: 'a/b' },
        { title: '최근 결과', content: 'c/d' },
      ])
      .returning();
    await t.database.db.insert(favUsers).values([
      { userId: user.id, favSymbolId: first!.id, items: [], createdAt: new Date('2026-01-01') },
      { userId: user.id, favSymbolId: latest!.id, items: [], createdAt: new Date('2026-02-01') },
    ]);
    await t.database.db.insert(spots).values({
      spotableType: MORPH_TYPE.USER,
      spotableId: user.id,
      name: '집',
      tel: '01000000000',
      addr: '서울',
      addrCode: '04524',
      state: 100,
    });
    const full = await call('GET', `users/${user.id}`, access_token);
    expect(full.body.data.fav_symbol).toEqual({ id: latest!.id, title: '최근 결과', content: 'c/d' });
    expect(full.body.data.spots_count).toBe(1);
  });
});

describe('PATCH and PUT users/{id}', () => {
  it('saves the alarm options (agree-ad, agree-night) and the phone, ignoring the rest of the body', async () => {
    const user = await createCustomer(t.database.db, { name: '원래이름' });
    const { access_token } = await tokenFor(t, user);
    const put = await call('PUT', `users/${user.id}`, access_token, {
      options: { 'agree-ad': true, 'agree-night': false },
    });
    expect(put.body.data.options).toMatchObject({ confNoticeAgreeAd: true, confNoticeAgreeNight: false });
    const patch = await call('PATCH', `users/${user.id}`, access_token, {
      tel: '0212345678',
      name: '바꾼이름',
      email: 'hijack@example.com',
      options: { 'agree-night': true },
    });
    expect(patch.body.data).toMatchObject({ tel: '0212345678', name: '원래이름', email: user.email });
    expect(patch.body.data.options).toMatchObject({ confNoticeAgreeAd: true, confNoticeAgreeNight: true });
  });

  it('stores the second number as digits, refuses a wrong one in Korean without changing it, and removes it', async () => {
    const user = await createCustomer(t.database.db, { name: '연락처' });
    const { access_token } = await tokenFor(t, user);
    const saved = await call('PATCH', `users/${user.id}`, access_token, { tel: '02-1234-5678' });
    expect(saved.body.data.tel).toBe('0212345678');
    const refused = await call('PATCH', `users/${user.id}`, access_token, { tel: '1234' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.tel).toEqual(['연락처는 0으로 시작하는 9~11자리 번호로 입력해 주세요.']);
    expect((await call('GET', `users/${user.id}`, access_token)).body.data.tel).toBe('0212345678');
    const removed = await call('PATCH', `users/${user.id}`, access_token, { tel: '' });
    expect(removed.body.data.tel).toBeNull();
  });

  it('withdrawal: state abnormal, sessions revoked, personal data erased, login refused', async () => {
    const user = await createCustomer(t.database.db, {
      email: 'leaving@example.com',
      name: '탈퇴자',
      mobile: '01098765432',
    });
    const { access_token, refresh_token } = await tokenFor(t, user);
    await verifyIdentity(t, { name: '탈퇴자', phoneNo: '01098765432' });
    await t.database.db
      .insert(socialUsers)
      .values({ type: 10, socialId: 'k-1', userId: user.id, socialAccount: { email: user.email! } });
    await t.database.db.insert(spots).values({
      spotableType: MORPH_TYPE.USER,
      spotableId: user.id,
      name: '탈퇴자',
      tel: '01098765432',
      addr: '서울 강남구',
      addrCode: '06000',
      addrDesc: '101호',
      state: 100,
    });
    await t.app.inject({
      method: 'POST',
      url: `${API}/users/authResetPassword/request`,
      payload: { email: user.email },
    });

    const res = await call('PUT', `users/${user.id}`, access_token, { state: -500 });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      state: -500,
      email: null,
      passwordHash: null,
      name: '',
      mobile: null,
      tel: null,
      options: {},
    });
    expect(row!.withdrawnAt).not.toBeNull();
    expect(
      await t.database.db.select().from(socialUsers).where(eq(socialUsers.userId, user.id)),
    ).toHaveLength(0);
    const [spot] = await t.database.db.select().from(spots).where(eq(spots.spotableId, user.id));
    expect(spot).toMatchObject({ name: '', tel: '', addr: '', addrCode: '', addrDesc: '' });
    expect(
      await t.database.db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.phoneNo, '01098765432')),
    ).toHaveLength(0);
    const mail = await t.database.db.select().from(noticeMsgUsers).where(eq(noticeMsgUsers.userId, user.id));
    expect(mail.every((m) => m.email === null && m.name === null)).toBe(true);
    const tokens = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);

    expect((await login(t, 'leaving@example.com', user.password)).status).toBe(400);
    const refresh = await t.app.inject({
      method: 'POST',
      url: `${API}/users/auth/refresh`,
      payload: { refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    // The still-unexpired access token no longer opens the account.
    expect((await call('GET', `users/${user.id}`, access_token)).status).toBe(401);
    // The e-mail is free again.
    expect((await t.app.inject(`${API}/users/duplicateEmail?email=leaving@example.com`)).statusCode).toBe(
      404,
    );
  });

  it('PUT only accepts the withdrawal state', async () => {
    const user = await createCustomer(t.database.db);
    const { access_token } = await tokenFor(t, user);
    expect((await call('PUT', `users/${user.id}`, access_token, { state: 100 })).status).toBe(400);
  });
});

describe('POST userTerms', () => {
  it('stores the term on the own user only', async () => {
    const user = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const { access_token } = await tokenFor(t, user);
    const ok = await call('POST', 'userTerms', access_token, {
      user: user.id,
      term: { reg_id: 3, sn: 'abc', type: 1 },
    });
    expect(ok).toEqual({ status: 200, body: { data: { reg_id: 3, sn: 'abc', type: 1 } } });
    expect((await call('GET', `users/${user.id}`, access_token)).body.data.options.term).toEqual({
      reg_id: 3,
      sn: 'abc',
      type: 1,
    });
    expect((await call('POST', 'userTerms', access_token, { user: { id: other.id }, term: {} })).status).toBe(
      403,
    );
  });
});
