import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createCustomer, tokenFor } from '../modules/users/test-accounts';
import { buildTestApp, type TestApp } from '../test/test-app';

/**
 * Access tokens end with the session they belong to (issue 11 finding 7): after a logout, a new password
 * or a withdrawal, the token the customer held is refused at once on every guarded route, not an hour later.
 */
describe('access tokens end with their session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `${API}/${url}`, headers: bearer(token) });
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: token ? bearer(token) : {} });

  it('refuses the access token after logout; another device refreshes and goes on', async () => {
    const user = await createCustomer(t.database.db);
    const phone = await tokenFor(t, user);
    const laptop = await tokenFor(t, user);
    expect((await get('paymentOrderers?type=bill_auth', phone.access_token)).statusCode).toBe(200);

    expect(
      (await post('users/auth/logout', { refresh_token: phone.refresh_token }, phone.access_token))
        .statusCode,
    ).toBe(200);
    expect((await get('paymentOrderers?type=bill_auth', phone.access_token)).statusCode).toBe(401);
    expect((await get('spots', laptop.access_token)).statusCode).toBe(401);

    const refreshed = await post('users/auth/refresh', { refresh_token: laptop.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect((await get('spots', refreshed.json().data.access_token)).statusCode).toBe(200);
    expect((await post('users/auth/refresh', { refresh_token: phone.refresh_token })).statusCode).toBe(401);
  });

  it('refuses the access token after a password change', async () => {
    const user = await createCustomer(t.database.db);
    const { access_token } = await tokenFor(t, user);
    const changed = await post(
      'users/auth/passwordChange',
      { password: user.password, password_new: 'another123!', password_new_check: 'another123!' },
      access_token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get('paymentOrderers?type=bill_auth', access_token)).statusCode).toBe(401);
    expect((await get(`users/${user.id}`, access_token)).statusCode).toBe(401);
  });

  it('refuses a withdrawn customer’s token on every guarded route at once', async () => {
    const user = await createCustomer(t.database.db);
    const { access_token } = await tokenFor(t, user);
    const gone = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/${user.id}`,
      payload: { state: -500 },
      headers: bearer(access_token),
    });
    expect(gone.statusCode).toBe(200);
    for (const url of ['paymentOrderers?type=bill_auth', 'spots', 'subscs', 'cares', `users/${user.id}`]) {
      expect([url, (await get(url, access_token)).statusCode]).toEqual([url, 401]);
    }
  });
});
