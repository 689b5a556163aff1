import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Delivery } from './channel-sender';
import { createSolapiSender } from './solapi-sender';

/**
 * A stand-in for Solapi's API over real HTTP: it checks the SDK's HMAC signature, records each request and
 * answers the way Solapi does (a group with its message list, or a failed-message list). The SDK has no
 * setting for its address, so this test points the process's fetch at the stand-in for api.solapi.com.
 */
const KEY = 'NCSTESTKEY';
const SECRET = 'test-secret-0123456789';
const requests: { path: string; body: { messages: Record<string, unknown>[] } }[] = [];
let refuseWith: { statusCode: string; statusMessage: string } | null = null;
/** Solapi's message list as it answers a lookup by message ids: received, not received, still with the carrier. */
const listed = {
  M1: { messageId: 'M1', type: 'ATA', statusCode: '4000', reason: null },
  M2: { messageId: 'M2', type: 'ATA', statusCode: '3104', reason: '카카오톡 미사용자' },
  M3: { messageId: 'M3', type: 'SMS', statusCode: '3000', reason: null },
};
let server: Server;
let standIn: string;
const realFetch = globalThis.fetch;

function signed(auth: string): boolean {
  const parts = Object.fromEntries(
    auth
      .replace(/^HMAC-SHA256 /, '')
      .split(', ')
      .map((p) => p.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', SECRET).update(`${parts.date}${parts.salt}`).digest('hex');
  return parts.apiKey === KEY && parts.signature === expected;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (!signed(req.headers.authorization ?? '')) {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ errorCode: 'SignatureDoesNotMatch', errorMessage: '서명 불일치' }));
    }
    if (req.method === 'GET' && req.url!.startsWith('/messages/v4/list')) {
      requests.push({ path: req.url!, body: { messages: [] } });
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ limit: 3, startKey: null, nextKey: null, messageList: listed }));
    }
    const body = JSON.parse(await text(req));
    requests.push({ path: req.url!, body });
    const count = { total: 1, registeredFailed: refuseWith ? 1 : 0, registeredSuccess: refuseWith ? 0 : 1 };
    const failed = refuseWith
      ? [
          {
            to: '01012345678',
            from: '0215880000',
            type: 'ATA',
            country: '82',
            messageId: 'M1',
            accountId: 'A',
            ...refuseWith,
          },
        ]
      : [];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        groupInfo: { groupId: 'G4V20261125', count },
        failedMessageList: failed,
        messageList: refuseWith
          ? []
          : [{ messageId: 'M4V20261125000001', statusCode: '2000', statusMessage: '정상 접수' }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) =>
    realFetch(String(input).replace('https://api.solapi.com', standIn), init)) as typeof fetch;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  refuseWith = null;
});

const sender = createSolapiSender({
  apiKey: KEY,
  apiSecret: SECRET,
  senderNumber: '0215880000',
  kakaoChannelId: 'KA01PF2026',
});
const delivery: Delivery = {
  id: 7,
  purpose: 'transactional',
  to: { email: null, mobile: '01012345678', name: '고객' },
  title: '[소리담] 턴테이블 결제 실패 안내',
  body: '턴테이블의 정기 결제 54,900원이 결제되지 않았습니다 (잔액 부족).',
  content:
    '턴테이블의 정기 결제 54,900원이 결제되지 않았습니다 (잔액 부족).\n다시 결제하기: https://soridam.kr/customer_v2/subscs/42',
  button: { name: '다시 결제하기', url: 'https://soridam.kr/customer_v2/subscs/42' },
  template: {
    code: 'SRD_CHARGE_FAILED',
    variables: { 상품명: '턴테이블', 금액: '54,900원', 사유: '잔액 부족', 렌탈번호: '42' },
  },
  smsSubstitute: true,
};

describe('Solapi adapter (the official SDK against a stand-in)', () => {
  it('sends a 알림톡 with its template, variables, button and the SMS substitute', async () => {
    const answer = await sender.send('alimtalk', delivery);
    expect(answer).toEqual({ ok: true, detail: 'solapi: M4V20261125000001', ref: 'M4V20261125000001' });
    expect(requests[0]!.path).toBe('/messages/v4/send-many/detail');
    expect(requests[0]!.body.messages[0]).toMatchObject({
      to: '01012345678',
      from: '0215880000',
      text: delivery.content,
      kakaoOptions: {
        pfId: 'KA01PF2026',
        templateId: 'SRD_CHARGE_FAILED',
        variables: {
          '#{상품명}': '턴테이블',
          '#{금액}': '54,900원',
          '#{사유}': '잔액 부족',
          '#{렌탈번호}': '42',
        },
        disableSms: false,
        buttons: [
          {
            buttonType: 'WL',
            buttonName: '다시 결제하기',
            linkMo: 'https://soridam.kr/customer_v2/subscs/42',
            linkPc: 'https://soridam.kr/customer_v2/subscs/42',
          },
        ],
      },
    });
  });

  it('sends a text message with the written-out link, and no Kakao options', async () => {
    await sender.send('sms', { ...delivery, smsSubstitute: false });
    const sent = requests[0]!.body.messages[0]!;
    expect(sent).toMatchObject({ to: '01012345678', from: '0215880000', text: delivery.content });
    expect(sent.kakaoOptions).toBeUndefined();
  });

  it("answers Solapi's refusal as a failed try, in its own words", async () => {
    refuseWith = { statusCode: '3059', statusMessage: '카카오톡 미사용자' };
    expect(await sender.send('alimtalk', delivery)).toEqual({
      ok: false,
      detail: 'solapi: 3059 카카오톡 미사용자',
    });
  });

  it('refuses without calling out when there is no phone number, or for e-mail', async () => {
    expect(await sender.send('sms', { ...delivery, to: { ...delivery.to, mobile: null } })).toMatchObject({
      ok: false,
    });
    expect((await sender.send('email', delivery)).ok).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('reports what reached the phone and what did not, and leaves out what is still on its way', async () => {
    expect(await sender.reports!(['M1', 'M2', 'M3'])).toEqual([
      { ref: 'M1', delivered: true, detail: 'solapi: 4000' },
      { ref: 'M2', delivered: false, detail: 'solapi: 3104 카카오톡 미사용자' },
    ]);
    expect(requests).toHaveLength(1);
    const asked = new URL(requests[0]!.path, standIn);
    expect(asked.pathname).toBe('/messages/v4/list');
    expect(decodeURIComponent(asked.search)).toMatch(/M1.*M2.*M3/);
  });

  it('answers a wrong key as a failed try, not a crash', async () => {
    const wrong = createSolapiSender({
      apiKey: KEY,
      apiSecret: 'wrong',
      senderNumber: '0215880000',
      kakaoChannelId: 'x',
    });
    const answer = await wrong.send('sms', delivery);
    expect(answer.ok).toBe(false);
    expect(answer.detail).toMatch(/^solapi: .*(SignatureDoesNotMatch|서명 불일치)/);
  });
});
