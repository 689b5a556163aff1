import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { customerWithAddress } from '../../modules/checkout/checkout-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  cancelFakePortOnePayment,
  type FakePortOnePayment,
  fakePortOnePayment,
} from './portone-fake-payments';
import { createPortOneGateway, issuerCode } from './portone-gateway';

/**
 * A local fake of PortOne V2's REST API with its documented shapes: GET /billing-keys/{billingKey},
 * POST /payments/{paymentId}/billing-key (payWithBillingKey), POST /payments/{paymentId}/cancel (all or
 * `amount` of it), GET /payments/{paymentId}.
 */
const SECRET = 'test-api-secret';
const WEBHOOK_SECRET = `whsec_${Buffer.from('webhook-secret-bytes-0123456789').toString('base64')}`;
let server: Server;
let apiUrl: string;
const requests: { method: string; path: string; auth?: string; body: Record<string, unknown> }[] = [];
/** The fake's payments by payment id: charges made through it and the ones a test puts there. */
const portOnePayments = new Map<string, FakePortOnePayment>();
const issued = {
  status: 'ISSUED',
  billingKey: 'billing-key-ok',
  merchantId: 'm-1',
  storeId: 'store-1',
  channels: [],
  customer: { id: '' },
  issueId: '',
  issuedAt: '2026-05-01T00:00:00Z',
  methods: [
    {
      type: 'BillingKeyPaymentMethodCard',
      card: { issuer: 'ISSUER_SHINHAN_CARD', number: '536648******1234' },
    },
  ],
};

const readBody = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data ? JSON.parse(data) : {}));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const body = await readBody(req);
    requests.push({ method: req.method!, path: url.pathname, auth: req.headers.authorization, body });
    const send = (status: number, json: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.headers.authorization !== `PortOne ${SECRET}`)
      return send(401, { type: 'UNAUTHORIZED', message: '인증 실패' });
    const key = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    if (req.method === 'GET' && url.pathname.startsWith('/billing-keys/')) {
      if (key === 'billing-key-ok')
        return send(200, {
          ...issued,
          customer: { id: issued.customer.id || '7' },
          issueId: issued.issueId || 'issue-7',
        });
      return send(404, { type: 'BILLING_KEY_NOT_FOUND', message: '빌링키가 존재하지 않습니다.' });
    }
    if (req.method === 'POST' && url.pathname.endsWith('/billing-key')) {
      if (body.billingKey === 'billing-key-decline') {
        return send(400, { type: 'PG_PROVIDER', message: 'PG사 오류', pgCode: '51', pgMessage: '잔액 부족' });
      }
      if (body.billingKey === 'billing-key-drop') return req.socket.destroy();
      const total = (body.amount as { total: number }).total;
      portOnePayments.set(key, fakePortOnePayment(key, 'PAID', total));
      return send(200, { payment: { pgTxId: `pg-${key}`, paidAt: '2026-05-01T00:00:00Z' } });
    }
    if (req.method === 'POST' && url.pathname.endsWith('/cancel')) {
      if (key === 'pay-unknown')
        return send(404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' });
      const payment = portOnePayments.get(key);
      if (payment) {
        const answer = cancelFakePortOnePayment(
          payment,
          body.amount as number | undefined,
          String(body.reason),
        );
        return send(answer.status, answer.body);
      }
      return send(200, { cancellation: { status: 'SUCCEEDED', id: 'c-1', totalAmount: 1000 } });
    }
    if (req.method === 'GET' && /^\/payments\/[^/]+$/.test(url.pathname)) {
      if (key === 'pay-drop') return req.socket.destroy();
      const payment = portOnePayments.get(key);
      if (!payment) return send(404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' });
      return send(200, payment);
    }
    return send(404, { type: 'NOT_FOUND' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function signed(body: string) {
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  const ts = String(Math.floor(Date.now() / 1000));
  const key = Buffer.from(WEBHOOK_SECRET.slice('whsec_'.length), 'base64');
  const sig = createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': `v1,${sig}` };
}

const gateway = () =>
  createPortOneGateway({
    apiSecret: SECRET,
    storeId: 'store-1',
    channelKey: 'channel-billing',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl,
  });

describe('PortOne payments adapter', () => {
  it('maps issuers to the documents codes', () => {
    expect(issuerCode('ISSUER_SHINHAN_CARD')).toBe('14');
    expect(issuerCode('ISSUER_KOOKMIN_CARD')).toBe('06');
    expect(issuerCode('삼성카드')).toBe('12');
    expect(issuerCode(undefined)).toBe('');
  });

  it('reads the billing key card from PortOne with the API secret, the number masked', async () => {
    const outcome = await gateway().confirmBillAuth({
      userId: 7,
      issueId: 'issue-7',
      billingKey: 'billing-key-ok',
    });
    expect(outcome).toMatchObject({
      status: 'issued',
      card: { billingKey: 'billing-key-ok', cardCode: '14', cardNumber: '5366-****-****-1234' },
    });
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/billing-keys/billing-key-ok',
      auth: `PortOne ${SECRET}`,
    });
    const missing = await gateway().confirmBillAuth({ userId: 7, issueId: 'issue-7', billingKey: 'nope' });
    expect(missing).toMatchObject({ status: 'failed', resultmsg: '빌링키가 존재하지 않습니다.' });
    // Another customer's key, or this customer's key from another registration, is refused.
    const other = await gateway().confirmBillAuth({
      userId: 8,
      issueId: 'issue-7',
      billingKey: 'billing-key-ok',
    });
    expect(other).toMatchObject({ status: 'failed', resultmsg: '본인의 카드만 등록할 수 있습니다.' });
    const elsewhere = await gateway().confirmBillAuth({
      userId: 7,
      issueId: 'issue-other',
      billingKey: 'billing-key-ok',
    });
    expect(elsewhere).toMatchObject({ status: 'failed', resultmsg: '본인의 카드만 등록할 수 있습니다.' });
  });

  it('charges with payWithBillingKey, reads a PG decline and a dropped connection', async () => {
    const input = { paymentId: 'pay-1', amount: 39900, orderName: '턴테이블', customerId: '7' };
    expect(await gateway().chargeWithBillingKey({ ...input, billingKey: 'billing-key-ok' })).toMatchObject({
      status: 'paid',
      pgTxId: 'pg-pay-1',
    });
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/payments/pay-1/billing-key',
      body: {
        storeId: 'store-1',
        billingKey: 'billing-key-ok',
        orderName: '턴테이블',
        amount: { total: 39900 },
        currency: 'KRW',
        customer: { id: '7' },
      },
    });
    expect(
      await gateway().chargeWithBillingKey({ ...input, billingKey: 'billing-key-decline' }),
    ).toMatchObject({
      status: 'declined',
      resultcode: '51',
      resultmsg: '잔액 부족',
    });
    expect((await gateway().chargeWithBillingKey({ ...input, billingKey: 'billing-key-drop' })).status).toBe(
      'failed',
    );
  });

  it('cancels a payment, and says when there is none', async () => {
    expect(await gateway().cancelPayment({ paymentId: 'pay-1', reason: '테스트' })).toMatchObject({
      status: 'cancelled',
    });
    expect(requests.at(-1)).toMatchObject({
      path: '/payments/pay-1/cancel',
      body: { storeId: 'store-1', reason: '테스트' },
    });
    expect((await gateway().cancelPayment({ paymentId: 'pay-unknown', reason: 'x' })).status).toBe(
      'not_found',
    );
  });

  it('cancels part of a payment with the amount, then the rest, and refuses more than is left', async () => {
    const input = { amount: 30000, orderName: '턴테이블', customerId: '7', billingKey: 'billing-key-ok' };
    await gateway().chargeWithBillingKey({ ...input, paymentId: 'pay-partial' });
    expect(
      await gateway().cancelPayment({ paymentId: 'pay-partial', reason: '부분 환불', amount: 10000 }),
    ).toEqual({ status: 'cancelled', resultmsg: '' });
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/payments/pay-partial/cancel',
      body: { storeId: 'store-1', reason: '부분 환불', amount: 10000 },
    });
    expect(portOnePayments.get('pay-partial')?.cancellations?.map((c) => c.totalAmount)).toEqual([10000]);
    expect(await gateway().getPayment('pay-partial')).toMatchObject({
      status: 'partial_cancelled',
      amount: 30000,
      cancelledAmount: 10000,
    });

    expect(
      await gateway().cancelPayment({ paymentId: 'pay-partial', reason: '초과', amount: 25000 }),
    ).toEqual({ status: 'failed', resultmsg: '취소 가능 금액을 초과했습니다.' });
    expect(await gateway().cancelPayment({ paymentId: 'pay-partial', reason: '나머지' })).toMatchObject({
      status: 'cancelled',
    });
    expect(requests.at(-1)?.body).not.toHaveProperty('amount');
    expect(portOnePayments.get('pay-partial')?.cancellations?.map((c) => c.totalAmount)).toEqual([
      10000, 20000,
    ]);
    expect(await gateway().getPayment('pay-partial')).toMatchObject({
      status: 'cancelled',
      cancelledAmount: 30000,
    });
  });

  it('reads a payment back and maps each PortOne status', async () => {
    const cases: [string, string][] = [
      ['PAID', 'paid'],
      ['PARTIAL_CANCELLED', 'partial_cancelled'],
      ['CANCELLED', 'cancelled'],
      ['FAILED', 'failed'],
      ['READY', 'pending'],
      ['PENDING', 'pending'],
      ['PAY_PENDING', 'pending'],
      ['VIRTUAL_ACCOUNT_ISSUED', 'pending'],
    ];
    for (const [portOneStatus, status] of cases) {
      const id = `pay-read-${portOneStatus}`;
      const cancelled =
        portOneStatus === 'PARTIAL_CANCELLED' ? 5000 : portOneStatus === 'CANCELLED' ? 39900 : 0;
      portOnePayments.set(id, fakePortOnePayment(id, portOneStatus, 39900, cancelled));
      const payment = await gateway().getPayment(id);
      expect(payment, portOneStatus).toMatchObject({
        status,
        amount: 39900,
        cancelledAmount: cancelled,
        raw: { status: portOneStatus },
      });
      expect(requests.at(-1)).toMatchObject({
        method: 'GET',
        path: `/payments/${id}`,
        auth: `PortOne ${SECRET}`,
      });
    }
    expect((await gateway().getPayment('pay-read-PAID')).pgTxId).toBe('pg-pay-read-PAID');
    expect((await gateway().getPayment('pay-read-READY')).pgTxId).toBeNull();
    expect((await gateway().getPayment('pay-read-FAILED')).raw).toMatchObject({
      failure: { pgCode: '51', pgMessage: '잔액 부족' },
    });
  });

  it('says not_found for a payment PortOne never saw, and throws on any other error', async () => {
    expect(await gateway().getPayment('pay-never')).toEqual({
      status: 'not_found',
      amount: 0,
      cancelledAmount: 0,
      pgTxId: null,
      raw: { type: 'PAYMENT_NOT_FOUND' },
    });
    await expect(gateway().getPayment('pay-drop')).rejects.toThrow();
    const wrongSecret = createPortOneGateway({
      apiSecret: 'wrong',
      storeId: 'store-1',
      channelKey: 'channel-billing',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl,
    });
    await expect(wrongSecret.getPayment('pay-read-PAID')).rejects.toThrow();
  });

  it('verifies webhooks with the webhook secret (Standard Webhooks signature)', async () => {
    const body = JSON.stringify({
      type: 'Transaction.Paid',
      timestamp: new Date().toISOString(),
      data: { paymentId: 'pay-1', storeId: 'store-1', transactionId: 't-1' },
    });
    const id = 'msg_1';
    const ts = String(Math.floor(Date.now() / 1000));
    const key = Buffer.from(WEBHOOK_SECRET.slice('whsec_'.length), 'base64');
    const sig = createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest('base64');
    const headers = { 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': `v1,${sig}` };
    expect(await gateway().verifyWebhook(body, headers)).toEqual({
      type: 'Transaction.Paid',
      paymentId: 'pay-1',
      billingKey: null,
    });
    expect(await gateway().verifyWebhook(body.replace('pay-1', 'pay-2'), headers)).toBeNull();
  });
});

describe('the shop with PAYMENTS_PROVIDER=portone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      env: {
        PAYMENTS_PROVIDER: 'portone',
        PORTONE_API_SECRET: SECRET,
        PORTONE_STORE_ID: 'store-1',
        PORTONE_BILLING_CHANNEL_KEY: 'channel-billing',
        PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PORTONE_API_URL: apiUrl,
      },
    });
  });
  afterAll(() => t.close());

  it('gives the browser what requestIssueBillingKey needs, has no card page, and confirms from PortOne', async () => {
    const c = await customerWithAddress(t);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/payments/billAuth',
      headers: c.headers,
    });
    const data = start.json().data;
    expect(data).toMatchObject({
      provider: 'portone',
      url: null,
      portone: {
        store_id: 'store-1',
        channel_key: 'channel-billing',
        issue_id: data.issue_id,
        customer_id: String(c.user.id),
      },
    });
    expect(
      (await t.app.inject(`/api/v2/customer/sim/pg/billing-key?issue_id=${data.issue_id}`)).statusCode,
    ).toBe(404);
    issued.customer.id = String(c.user.id);
    issued.issueId = data.issue_id;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/payments/billAuth/confirm',
      headers: c.headers,
      payload: { issue_id: data.issue_id, billing_key: 'billing-key-ok' },
    });
    expect(confirm.json().data).toMatchObject({
      state: 620,
      pays: { cardCode: '14', cardNumber: '5366-****-****-1234' },
    });
  });

  it('cancels a charge that PortOne reports paid after we recorded it failed', async () => {
    const c = await customerWithAddress(t);
    const [row] = await t.database.db
      .insert(payments)
      .values({
        userId: c.user.id,
        type: 300,
        state: -640,
        provider: 'portone',
        pmId: 'pay-late-1',
        cost: 39900,
        content: {
          steps: [
            {
              at: '',
              name: 'billPay',
              instance: JSON.stringify({ resultmsg: '결제 대행사가 응답하지 않습니다.' }),
            },
          ],
        },
      })
      .returning();
    const body = JSON.stringify({
      type: 'Transaction.Paid',
      timestamp: new Date().toISOString(),
      data: { paymentId: 'pay-late-1', storeId: 'store-1', transactionId: 't' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/payments/webhook',
      headers: { 'content-type': 'application/json', ...signed(body) },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/payments/pay-late-1/cancel' });
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row!.id));
    expect(after!.content.steps.at(-1)).toMatchObject({ name: 'webhookCancel' });
  });

  it('refuses a webhook without a valid signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'x',
        'webhook-timestamp': '1',
        'webhook-signature': 'v1,AAAA',
      },
      payload: '{"type":"Transaction.Paid"}',
    });
    expect(res.statusCode).toBe(400);
  });
});
