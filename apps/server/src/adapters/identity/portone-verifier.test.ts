import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** A local fake of PortOne V2's GET /identity-verifications/{id}, with its documented shapes. */
let server: Server;
let t: TestApp;
const verifications = new Map<string, object>();
const requests: { url: string; auth?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url!, auth: req.headers.authorization });
    const url = new URL(req.url!, 'http://fake');
    const id = decodeURIComponent(url.pathname.replace('/identity-verifications/', ''));
    if (req.headers.authorization !== 'PortOne test-secret') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ type: 'UNAUTHORIZED' }));
      return;
    }
    const found = verifications.get(id);
    res
      .writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
      .end(
        JSON.stringify(
          found ?? { type: 'IDENTITY_VERIFICATION_NOT_FOUND', message: '본인인증 건이 존재하지 않습니다.' },
        ),
      );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t = await buildTestApp({
    seed: false,
    env: {
      IDENTITY_PROVIDER: 'portone',
      PORTONE_API_SECRET: 'test-secret',
      PORTONE_STORE_ID: 'store-abc',
      PORTONE_IDENTITY_CHANNEL_KEY: 'channel-key-1',
      PORTONE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
});

const API = '/api/v2/customer';
const confirm = async (verif_id: string) =>
  (await t.app.inject({ method: 'POST', url: `${API}/users/verifConfirm`, payload: { verif_id } })).json();

describe('PortOne identity verification', () => {
  it('gives the browser what PortOne SDK needs, and no simulator page', async () => {
    const { data } = (await t.app.inject(`${API}/users/noticeMsgVerifReq?type=register`)).json();
    expect(data).toMatchObject({
      provider: 'portone',
      url: null,
      portone: {
        store_id: 'store-abc',
        channel_key: 'channel-key-1',
        identity_verification_id: data.verif_id,
      },
    });
    expect((await t.app.inject(`${API}/sim/identity?verif_id=${data.verif_id}`)).statusCode).toBe(404);
  });

  it('reads the result from PortOne with the API secret, never from the browser', async () => {
    const { data } = (await t.app.inject(`${API}/users/noticeMsgVerifReq?type=register`)).json();
    const id = data.verif_id as string;
    expect((await confirm(id)).data).toMatchObject({
      returnFlag: false,
      errFlag: true,
      errMsg: '본인인증에 실패했습니다.',
    });

    verifications.set(id, {
      status: 'READY',
      id,
      requestedCustomer: {},
      requestedAt: '2026-01-01T00:00:00Z',
    });
    expect((await confirm(id)).data).toMatchObject({
      returnFlag: false,
      errMsg: '본인인증을 완료해 주세요.',
    });

    verifications.set(id, {
      status: 'VERIFIED',
      id,
      verifiedCustomer: {
        name: '포트원',
        phoneNumber: '01012345678',
        birthDate: '1990-01-02',
        gender: 'FEMALE',
        ci: 'c',
        di: 'd',
      },
      requestedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:01:00Z',
      statusChangedAt: '2026-01-01T00:01:00Z',
      verifiedAt: '2026-01-01T00:01:00Z',
      pgTxId: 'pg-1',
      pgRawResponse: '{}',
      version: 'V2',
    });
    expect((await confirm(id)).data).toMatchObject({
      returnFlag: true,
      name: '포트원',
      phoneNo: '01012345678',
      birthDay: '1990-01-02',
      gender: 'FEMALE',
    });
    const call = requests.at(-1)!;
    expect(call.auth).toBe('PortOne test-secret');
    expect(call.url).toBe(`/identity-verifications/${encodeURIComponent(id)}?storeId=store-abc`);

    // The stored result then serves the sign-up without asking PortOne again.
    const before = requests.length;
    const signup = await t.app.inject({
      method: 'POST',
      url: `${API}/users`,
      payload: {
        email: 'portone@example.com',
        password: 'abcd1234',
        passwordConfirm: 'abcd1234',
        verif_id: id,
      },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().data.user).toMatchObject({ name: '포트원', mobile: '01012345678' });
    expect(requests.length).toBe(before);
  });

  it('a failed verification says so', async () => {
    const { data } = (await t.app.inject(`${API}/users/noticeMsgVerifReq?type=remind`)).json();
    verifications.set(data.verif_id, {
      status: 'FAILED',
      id: data.verif_id,
      failure: { reason: '사용자 취소' },
    });
    expect((await confirm(data.verif_id)).data).toMatchObject({ returnFlag: false, errFlag: true });
  });
});
