import { PASSWORD_LINK_INVALID_MESSAGE } from '@shop/domain/api/admin/staff';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMsgs, noticeMsgUsers, staffAudit, staffPasswordLinks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { totpCodeAt } from '../staff-auth/totp';
import { ADMIN, demoStaff, staffBearer, staffLoginAs } from '../test-staff';

describe('staff accounts', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    admin = await staffLoginAs(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${url}`,
      headers: staffBearer(token),
      ...(payload ? { payload } : {}),
    });
  const login = (email: string, password: string, code?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/login`,
      payload: { email, password, ...(code ? { code } : {}) },
      remoteAddress: '10.7.0.1',
    });
  const audits = (action: string) =>
    t.database.db.select().from(staffAudit).where(eq(staffAudit.action, action));

  /** The last mail to an address, from the outbox (the messages adapter's simulator). */
  const lastMail = async (email: string) => {
    const [row] = await t.database.db
      .select({ content: noticeMsgs.content })
      .from(noticeMsgs)
      .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
      .where(eq(noticeMsgUsers.email, email))
      .orderBy(desc(noticeMsgs.id))
      .limit(1);
    return row!.content as { title: string; content: string };
  };
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const setPassword = (token: string, password: string, check = password) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/password-link`,
      payload: { token, password, password_check: check },
    });

  it('invites a member by a mailed one-time link that sets the password; the same e-mail twice is refused', async () => {
    const res = await call('POST', '/staff', admin, {
      email: 'new.ops@soridam.kr',
      name: '최신입',
      role: 'operations',
    });
    expect(res.statusCode).toBe(200);
    const { staff, link } = res.json().data;
    expect(link.url).toMatch(/\/admin\/password\?token=[\w-]{43}$/);
    const mail = await lastMail('new.ops@soridam.kr');
    expect(mail.title).toBe('[소리담 콘솔] 운영 콘솔에 초대되었습니다');
    expect(mail.content).toContain(link.url);
    // No password works before the member sets one.
    expect((await login('new.ops@soridam.kr', '')).statusCode).not.toBe(200);

    const token = tokenOf(link.url);
    const info = await t.app.inject(`${ADMIN}/auth/password-link?token=${encodeURIComponent(token)}`);
    expect(info.json().data).toEqual({ email: 'new.ops@soridam.kr', name: '최신입', purpose: 'invite' });
    const short = await setPassword(token, 'short');
    expect(short.json().errors.password).toEqual(['새 비밀번호는 10자 이상이어야 합니다.']);
    expect((await setPassword(token, 'ops-new-password-1', 'different-1')).statusCode).toBe(400);
    expect((await setPassword(token, 'ops-new-password-1')).statusCode).toBe(200);
    expect((await login('NEW.OPS@soridam.kr', 'ops-new-password-1')).statusCode).toBe(200);
    // Used once: the link is dead.
    const again = await setPassword(token, 'someone-else-pw-2');
    expect(again.json().message).toBe(PASSWORD_LINK_INVALID_MESSAGE);

    expect(
      (await call('POST', '/staff', admin, { email: 'new.ops@soridam.kr', name: '또', role: 'content' }))
        .statusCode,
    ).toBe(409);
    const [row] = await audits('staff.create');
    expect(row!.targetId).toBe(String(staff.id));
    expect(JSON.stringify(row!.after)).not.toContain(token);
    expect((await audits('staff.passwordSet')).map((a) => a.targetId)).toContain(String(staff.id));
  });

  it('two invites of one address sent at once make one member; the other is refused as taken, not failed', async () => {
    const invite = () =>
      call('POST', '/staff', admin, { email: 'twice@soridam.kr', name: '두번', role: 'content' });
    const answers = await Promise.all([invite(), invite()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('이미 등록된 이메일입니다.');
    const members = await t.database.db.execute(
      sql`select id from staff_users where email = 'twice@soridam.kr'`,
    );
    expect((members as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('resets a password by link: the old one and every session end at once, an older link dies, links expire', async () => {
    const created = (
      await call('POST', '/staff', admin, { email: 'reset.me@soridam.kr', name: '박재설', role: 'content' })
    ).json().data;
    const first = tokenOf(created.link.url);
    expect((await setPassword(first, 'content-pw-0001')).statusCode).toBe(200);
    const session = (await login('reset.me@soridam.kr', 'content-pw-0001')).json().data
      .access_token as string;

    const reset = (await call('POST', `/staff/${created.staff.id}/reset-password`, admin)).json().data;
    expect((await lastMail('reset.me@soridam.kr')).title).toBe('[소리담 콘솔] 비밀번호 재설정 안내');
    expect((await call('GET', '/auth/me', session)).statusCode).toBe(401);
    expect((await login('reset.me@soridam.kr', 'content-pw-0001')).statusCode).not.toBe(200);

    // A newer link ends the older one.
    const newer = (await call('POST', `/staff/${created.staff.id}/reset-password`, admin)).json().data;
    expect((await setPassword(tokenOf(reset.link.url), 'content-pw-0002')).statusCode).toBe(400);
    // And a link past its day is refused.
    await t.database.db
      .update(staffPasswordLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffPasswordLinks.staffId, created.staff.id));
    expect((await setPassword(tokenOf(newer.link.url), 'content-pw-0003')).statusCode).toBe(400);
    expect((await t.app.inject(`${ADMIN}/auth/password-link?token=made-up`)).statusCode).toBe(400);
  });

  it('ends a member’s sessions at once when their role changes or they are disabled', async () => {
    const ops = await staffLoginAs(t, 'operations');
    const id = (await call('GET', '/auth/me', ops)).json().data.id as number;
    expect((await call('GET', '/rentals', ops)).statusCode).toBe(200);

    expect((await call('PATCH', `/staff/${id}`, admin, { role: 'content' })).statusCode).toBe(200);
    expect((await call('GET', '/dashboard', ops)).statusCode).toBe(401);
    const asContent = await staffLoginAs(t, 'operations');
    expect((await call('GET', '/rentals', asContent)).statusCode).toBe(403);

    expect((await call('PATCH', `/staff/${id}`, admin, { disabled: true })).statusCode).toBe(200);
    expect((await call('GET', '/dashboard', asContent)).statusCode).toBe(401);
    const { email, password } = demoStaff('operations');
    const refused = await login(email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('사용이 중지된 직원 계정입니다.');
    expect((await audits('staff.disable')).map((a) => a.targetId)).toContain(String(id));
  });

  it('does not let a member change their own role or disable themselves', async () => {
    const me = (await call('GET', '/auth/me', admin)).json().data.id as number;
    expect((await call('PATCH', `/staff/${me}`, admin, { disabled: true })).statusCode).toBe(400);
    expect((await call('PATCH', `/staff/${me}`, admin, { role: 'content' })).statusCode).toBe(400);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login(demoStaff('content').email, 'not-the-password');
    const unknown = await login('nobody@soridam.kr', 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('asks for the authenticator code once two-step sign-in is on, and refuses a wrong one', async () => {
    const token = await staffLoginAs(t, 'content');
    const setup = (await call('POST', '/auth/totp', token)).json().data as { secret: string };
    expect((await call('POST', '/auth/totp/confirm', token, { code: '000000' })).statusCode).toBe(400);
    const on = await call('POST', '/auth/totp/confirm', token, { code: totpCodeAt(setup.secret) });
    expect(on.json().data.totp_enabled).toBe(true);
    const { email, password } = demoStaff('content');
    const noCode = await login(email, password);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().totp_required).toBe(true);
    const badCode = await login(email, password, totpCodeAt(setup.secret, Date.now() - 10 * 60_000));
    expect(badCode.statusCode).toBe(400);
    expect((await login(email, password, totpCodeAt(setup.secret))).statusCode).toBe(200);
  });

  it('keeps the audit log insert-only in the database itself', async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'allowed',
        (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
      );
    expect(await refusal(t.database.db.execute(sql`update staff_audit set action = 'x'`))).toMatch(
      /insert-only/,
    );
    expect(await refusal(t.database.db.execute(sql`delete from staff_audit`))).toMatch(/insert-only/);
    expect((await t.database.db.select().from(staffAudit)).length).toBeGreaterThan(0);
  });
});

describe('two-step sign-in on live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      env: {
        APP_ENV: 'live',
        JWT_SECRET: 'live-secret-for-this-test-only-0123456789',
        PAYMENTS_PROVIDER: 'portone',
        PORTONE_API_SECRET: 'api-secret',
        PORTONE_STORE_ID: 'store-1',
        PORTONE_BILLING_CHANNEL_KEY: 'channel-billing',
        PORTONE_WEBHOOK_SECRET: 'whsec_x',
        IDENTITY_PROVIDER: 'portone',
        PORTONE_IDENTITY_CHANNEL_KEY: 'channel-identity',
        SOCIAL_PROVIDER: 'real',
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:9',
        TALK_PROVIDER: 'solapi',
        SOLAPI_API_KEY: 'key',
        SOLAPI_API_SECRET: 'secret',
        SOLAPI_SENDER_NUMBER: '0215880000',
        SOLAPI_KAKAO_CHANNEL_ID: 'KA01PF0000',
      },
    });
  });
  afterAll(() => t.close());

  it('opens nothing but the setup until the member turns it on', async () => {
    const token = await staffLoginAs(t, 'admin');
    const me = (await t.app.inject({ url: `${ADMIN}/auth/me`, headers: staffBearer(token) })).json().data;
    expect(me.totp_required).toBe(true);
    const blocked = await t.app.inject({ url: `${ADMIN}/dashboard`, headers: staffBearer(token) });
    expect(blocked.statusCode).toBe(403);
    const setup = (
      await t.app.inject({ method: 'POST', url: `${ADMIN}/auth/totp`, headers: staffBearer(token) })
    ).json().data;
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/totp/confirm`,
      headers: staffBearer(token),
      payload: { code: totpCodeAt(setup.secret) },
    });
    expect((await t.app.inject({ url: `${ADMIN}/dashboard`, headers: staffBearer(token) })).statusCode).toBe(
      200,
    );
  });
});
