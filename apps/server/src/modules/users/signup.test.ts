import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docConfirmables, identityVerifications, users } from '../../db/schema';
import { messagesTo } from '../../test/messages-to';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, createCustomer, insertSignupDocs, verifyIdentity } from './test-accounts';

let t: TestApp;
let docs: Awaited<ReturnType<typeof insertSignupDocs>>;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  docs = await insertSignupDocs(t.database.db);
});
afterAll(() => t.close());

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `${API}/${url}`, payload });
  return { status: res.statusCode, body: res.json() };
};
const agreeAll = () =>
  [...docs.required, docs.promo, docs.optional].map((d) => ({ doc_id: d.id, state: 100 }));
const form = (over: object = {}) => ({
  email: 'new@example.com',
  password: 'abcd1234',
  passwordConfirm: 'abcd1234',
  doc_confirmables: agreeAll(),
  ...over,
});

describe('identity verification (simulator)', () => {
  it('opens the simulator page, which posts name and phoneNo back to the opener and closes', async () => {
    const req = await t.app.inject(`${API}/users/noticeMsgVerifReq?type=register`);
    expect(req.statusCode).toBe(200);
    const { data } = req.json();
    expect(data).toMatchObject({ provider: 'simulator', portone: null });
    expect(data.verif_id).toMatch(/^iv_/);
    expect(data.url).toBe(`${API}/sim/identity?verif_id=${data.verif_id}`);
    const page = await t.app.inject(data.url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('인증 완료');
    expect(page.body).toContain('postMessage');
    expect(page.body).toContain('returnFlag: true');
    expect(page.body).toContain('window.close()');
  });

  it('confirms the result for the screens, and says when the person already has an account', async () => {
    const pending = (await t.app.inject(`${API}/users/noticeMsgVerifReq?type=register`)).json().data.verif_id;
    const before = await post('users/verifConfirm', { verif_id: pending });
    expect(before.body.data).toMatchObject({ returnFlag: false, errFlag: true });
    const verif = await verifyIdentity(t, { name: '이인증', phoneNo: '01099990000' });
    const after = await post('users/verifConfirm', { verif_id: verif });
    expect(after.body.data).toMatchObject({
      returnFlag: true,
      name: '이인증',
      phoneNo: '01099990000',
      registered: false,
    });
    const existing = await createCustomer(t.database.db, { name: '가입자', mobile: '01077776666' });
    const again = await verifyIdentity(t, { name: existing.name, phoneNo: existing.mobile! });
    expect((await post('users/verifConfirm', { verif_id: again })).body.data.registered).toBe(true);
  });

  it('the page refuses a bad phone and a verification completed twice', async () => {
    const verif = (await t.app.inject(`${API}/users/noticeMsgVerifReq?type=register`)).json().data.verif_id;
    const bad = await post('sim/identity', { verif_id: verif, name: '김', phoneNo: '010-1234' });
    expect(bad.status).toBe(400);
    expect((await post('sim/identity', { verif_id: verif, name: '김', phoneNo: '01012345678' })).status).toBe(
      200,
    );
    expect((await post('sim/identity', { verif_id: verif, name: '박', phoneNo: '01012345678' })).status).toBe(
      400,
    );
  });
});

describe('GET users/duplicateEmail', () => {
  it('says only that an address is taken (no id, no mobile), 404 when free', async () => {
    await createCustomer(t.database.db, { email: 'taken@example.com', mobile: '01012345678' });
    const res = await t.app.inject(`${API}/users/duplicateEmail?email=TAKEN@example.com`);
    expect(res.json()).toEqual({ data: { id: null, mobile: null } });
    const free = await t.app.inject(`${API}/users/duplicateEmail?email=free@example.com`);
    expect(free.statusCode).toBe(404);
    expect(free.json().message).toBe('사용가능한 계정입니다.');
  });

  it('limits look-ups per address like sign-ins, so it cannot list who has an account (finding 9)', async () => {
    const ask = (n: number, remoteAddress: string) =>
      t.app.inject({ url: `${API}/users/duplicateEmail?email=probe${n}@example.com`, remoteAddress });
    for (let i = 0; i < 20; i++) expect((await ask(i, '10.9.0.1')).statusCode).toBe(404);
    const blocked = await ask(99, '10.9.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await ask(100, '10.9.0.2')).statusCode).toBe(404);
  });
});

describe('POST users (sign-up)', () => {
  it('creates the account with name and mobile from the verification, not the form, in one go', async () => {
    const verif = await verifyIdentity(t, { name: '최가입', phoneNo: '01055554444' });
    const res = await post(
      'users',
      form({ email: 'signup@example.com', verif_id: verif, name: '가짜', mobile: '01000000000' }),
    );
    expect(res.status).toBe(201);
    const { data } = res.body;
    expect(data).toMatchObject({ name: '최가입', expires_in: 3600 });
    expect(data.access_token).toBeTruthy();
    expect(data.refresh_token).toBeTruthy();
    expect(data.user).toMatchObject({
      email: 'signup@example.com',
      name: '최가입',
      mobile: '01055554444',
      state: 500,
      type: 400,
    });
    const [v] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.txId, verif));
    expect(v!.usedAt).not.toBeNull();
    const agreed = await t.database.db
      .select()
      .from(docConfirmables)
      .where(eq(docConfirmables.userId, data.id));
    expect(agreed).toHaveLength(4);
    expect(agreed.every((a) => a.confirmableType === MORPH_TYPE.USER && a.confirmableId === data.id)).toBe(
      true,
    );
    // The new account logs in.
    const login = await post('users/auth/login', { email: 'signup@example.com', password: 'abcd1234' });
    expect(login.status).toBe(200);
    // And is welcomed, by name, in the same transaction that made it.
    const [welcome] = await messagesTo(t.database.db, data.id);
    expect(welcome).toMatchObject({ kind: 'welcome', state: 'queued' });
    expect(welcome!.body).toContain('최가입님, 소리담 회원이 되신 것을 환영합니다.');
  });

  it('checks every form rule with the exact messages', async () => {
    const cases: [object, string][] = [
      [{ email: '' }, '비어있는 필수 입력 항목이 있습니다. 모든 입력 필드를 채워 주세요.'],
      [{ passwordConfirm: '' }, '비어있는 필수 입력 항목이 있습니다. 모든 입력 필드를 채워 주세요.'],
      [{ email: 'bad@x' }, '올바른 이메일의 형식으로 입력해 주세요. (예: example@domain.com)'],
      [{ password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, '영문, 숫자 포함 최소 8~20자여야 합니다.'],
      [{ passwordConfirm: 'abcd12345' }, '위 입력하신 비밀번호와 일치하지 않습니다.'],
    ];
    for (const [over, message] of cases) {
      const res = await post('users', form(over));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('requires a completed, fresh, unused verification', async () => {
    expect((await post('users', form())).body.message).toBe('본인인증을 완료해 주세요.');
    const open = (await t.app.inject(`${API}/users/noticeMsgVerifReq?type=register`)).json().data.verif_id;
    expect((await post('users', form({ verif_id: open }))).status).toBe(400);
    expect((await post('users', form({ verif_id: 'iv_made-up' }))).status).toBe(400);
    const remind = await verifyIdentity(t, { name: '목적다름', phoneNo: '01011112222' }, 'remind');
    expect((await post('users', form({ verif_id: remind }))).status).toBe(400);
    const old = await verifyIdentity(t, { name: '오래됨', phoneNo: '01011113333' });
    await t.database.db
      .update(identityVerifications)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(identityVerifications.txId, old));
    expect((await post('users', form({ verif_id: old }))).status).toBe(400);

    const verif = await verifyIdentity(t, { name: '한번만', phoneNo: '01011114444' });
    expect((await post('users', form({ email: 'once@example.com', verif_id: verif }))).status).toBe(201);
    const reuse = await post('users', form({ email: 'twice@example.com', verif_id: verif }));
    expect(reuse.status).toBe(400);
  });

  it('refuses a duplicate e-mail (409) and a person who already has an account', async () => {
    await createCustomer(t.database.db, { email: 'dup@example.com' });
    const verif = await verifyIdentity(t, { name: '중복', phoneNo: '01022223333' });
    const dup = await post('users', form({ email: 'DUP@example.com', verif_id: verif }));
    expect(dup).toEqual({ status: 409, body: { message: '등록된 이메일입니다.', errors: {} } });
    const person = await createCustomer(t.database.db, { name: '기존인', mobile: '01033334444' });
    const verif2 = await verifyIdentity(t, { name: person.name, phoneNo: person.mobile! });
    const same = await post('users', form({ email: 'another@example.com', verif_id: verif2 }));
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('이미 가입된 계정입니다.');
    // Nothing was consumed by the refusals.
    const [v] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.txId, verif));
    expect(v!.usedAt).toBeNull();
  });

  it('leaves advertising optional: signs up without it, and its agreement turns on 광고성 정보 수신', async () => {
    const required = docs.required.map((d) => ({ doc_id: d.id, state: 100 }));
    const without = await post(
      'users',
      form({
        email: 'no-ads@example.com',
        verif_id: await verifyIdentity(t, { name: '광고거부', phoneNo: '01077771111' }),
        doc_confirmables: [...required, { doc_id: docs.promo.id, state: -100 }],
      }),
    );
    expect(without.status).toBe(201);
    const withAds = await post(
      'users',
      form({
        email: 'ads@example.com',
        verif_id: await verifyIdentity(t, { name: '광고동의', phoneNo: '01077772222' }),
        doc_confirmables: [...required, { doc_id: docs.promo.id, state: 100 }],
      }),
    );
    expect(withAds.status).toBe(201);
    const optionsOf = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.options;
    expect(await optionsOf('no-ads@example.com')).toMatchObject({ confNoticeAgreeAd: false });
    expect(await optionsOf('ads@example.com')).toMatchObject({ confNoticeAgreeAd: true });
  });

  it('requires the sign-up documents (usage, privacy) to be agreed', async () => {
    const verif = await verifyIdentity(t, { name: '약관', phoneNo: '01044445555' });
    const missing = agreeAll().filter((d) => d.doc_id !== docs.required[1]!.id);
    const res = await post(
      'users',
      form({ email: 'terms@example.com', verif_id: verif, doc_confirmables: missing }),
    );
    expect(res).toEqual({
      status: 400,
      body: { message: '이용 약관에 동의해주세요.', errors: { terms: ['이용 약관에 동의해주세요.'] } },
    });
    const disagreed = agreeAll().map((d) => ({
      ...d,
      state: d.doc_id === docs.required[0]!.id ? -100 : 100,
    }));
    expect(
      (
        await post(
          'users',
          form({ email: 'terms@example.com', verif_id: verif, doc_confirmables: disagreed }),
        )
      ).status,
    ).toBe(400);
    // Without the optional one it works.
    const required = docs.required.map((d) => ({ doc_id: d.id, state: 100 }));
    const ok = await post(
      'users',
      form({ email: 'terms@example.com', verif_id: verif, doc_confirmables: required }),
    );
    expect(ok.status).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'terms@example.com'));
    expect(row!.name).toBe('약관');
  });
});
