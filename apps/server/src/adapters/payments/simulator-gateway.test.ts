import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { simPgCharges } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import type { ChargeOutcome } from './payment-gateway';
import type { SimChargeOptions } from './simulator-charges';
import { createSimulatorGateway } from './simulator-gateway';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const simulator = (options: Partial<SimChargeOptions> = {}) =>
  createSimulatorGateway({ db: database.db, pagePath: '/sim', hangMs: 100, ...options });

/** A billing key the card page would issue for a test card of this behaviour. */
const keyOf = (behaviour: 'ok' | 'decline' | 'limit' | 'hang') =>
  `sim_${behaviour}_14_4242_4242_${randomBytes(8).toString('hex')}`;

const uniqueId = (name: string) => `${name}_${randomBytes(6).toString('hex')}`;

const chargeOf = (paymentId: string, billingKey: string, amount = 10_000) => ({
  paymentId,
  billingKey,
  amount,
  orderName: '턴테이블',
  customerId: '7',
});

const rowOf = async (paymentId: string) =>
  (await database.db.select().from(simPgCharges).where(eq(simPgCharges.paymentId, paymentId)))[0];

const card = { card_number: '4242424242424242', expiry: '1299', birth: '900101', pwd_2digit: '12' };

describe('the test PG kept in the database', () => {
  it('keeps registrations and charges for a new gateway on the same database', async () => {
    const first = simulator();
    const issueId = uniqueId('bill');
    expect((await first.startBillAuth({ issueId, userId: 7 })).url).toBe(`/sim?issue_id=${issueId}`);
    expect(await first.confirmBillAuth({ userId: 7, issueId })).toMatchObject({
      status: 'failed',
      resultmsg: '카드 등록이 완료되지 않았습니다.',
    });

    const second = simulator();
    expect(await second.completeIssue(issueId, { ...card, card_number: '4242424242424241' })).toEqual({
      ok: false,
      resultmsg: '카드번호가 올바르지 않습니다.',
    });
    expect(await second.confirmBillAuth({ userId: 7, issueId })).toMatchObject({
      status: 'failed',
      resultmsg: '카드번호가 올바르지 않습니다.',
    });
    const done = await second.completeIssue(issueId, card);
    expect(done).toMatchObject({ ok: true });
    expect(await second.completeIssue(issueId, card)).toBeNull();

    const third = simulator();
    const billingKey = done?.ok ? done.billingKey : '';
    expect(await third.confirmBillAuth({ userId: 7, issueId })).toEqual({
      status: 'issued',
      card: { billingKey, cardCode: '14', cardNumber: '4242-****-****-4242' },
      raw: { simulated: true },
    });
    expect(await third.confirmBillAuth({ userId: 8, issueId })).toMatchObject({
      resultmsg: '카드 등록 요청을 찾을 수 없습니다.',
    });
    expect(await third.confirmBillAuth({ userId: 7, issueId, billingKey: keyOf('ok') })).toMatchObject({
      resultmsg: '카드 등록 정보가 일치하지 않습니다.',
    });

    const paymentId = uniqueId('pay');
    expect(await first.chargeWithBillingKey(chargeOf(paymentId, billingKey))).toMatchObject({
      status: 'paid',
      pgTxId: `sim_tx_${paymentId}`,
    });
    expect(await third.getPayment(paymentId)).toMatchObject({ status: 'paid', amount: 10_000 });
    expect(await third.chargeWithBillingKey(chargeOf(paymentId, billingKey))).toMatchObject({
      status: 'declined',
      resultcode: 'ALREADY_PAID',
      resultmsg: '이미 결제된 건입니다.',
    });
    expect((await third.listCharges())[0]).toEqual({
      payment_id: paymentId,
      amount: 10_000,
      billing_key: billingKey,
      status: 'paid',
      cancelled_amount: 0,
    });
  });

  it('charges one payment id once however many calls ask at the same time', async () => {
    const gateways = [simulator({ latencyMs: 30 }), simulator({ latencyMs: 30 })];
    const paymentId = uniqueId('pay');
    const billingKey = keyOf('ok');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        gateways[k % 2]!.chargeWithBillingKey(chargeOf(paymentId, billingKey)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'paid')).toHaveLength(1);
    // The others charged nothing: the charge was still running (unknown yet) or already paid.
    for (const outcome of outcomes.filter((o) => o.status !== 'paid')) {
      expect(outcome).toSatisfy(
        (o: ChargeOutcome) =>
          (o.status === 'failed' && o.resultmsg === '결제가 진행 중입니다.') ||
          (o.status === 'declined' && o.resultcode === 'ALREADY_PAID'),
      );
    }
    const rows = await database.db.select().from(simPgCharges).where(eq(simPgCharges.paymentId, paymentId));
    expect(rows).toEqual([expect.objectContaining({ status: 'paid', amount: 10_000 })]);
  });

  it('declines the decline and limit cards, and answers a repeat with the same decline', async () => {
    const gateway = simulator();
    const declined = uniqueId('pay');
    const expected = { status: 'declined', resultcode: '51', resultmsg: '잔액 부족' };
    expect(await gateway.chargeWithBillingKey(chargeOf(declined, keyOf('decline')))).toMatchObject(expected);
    expect(await gateway.chargeWithBillingKey(chargeOf(declined, keyOf('ok')))).toMatchObject(expected);
    expect(await rowOf(declined)).toMatchObject({ status: 'declined', pgTxId: null, paidAt: null });
    const limited = uniqueId('pay');
    expect(await gateway.chargeWithBillingKey(chargeOf(limited, keyOf('limit')))).toMatchObject({
      status: 'declined',
      resultcode: '61',
      resultmsg: '한도 초과',
    });
    expect(await gateway.chargeWithBillingKey(chargeOf(uniqueId('pay'), 'sim_unknown'))).toMatchObject({
      status: 'declined',
      resultcode: 'NOT_FOUND',
    });
  });

  it('lands a hang card late, unless it was cancelled meanwhile', async () => {
    const gateway = simulator();
    const late = uniqueId('pay');
    const landing = gateway.chargeWithBillingKey(chargeOf(late, keyOf('hang')));
    await new Promise((r) => setTimeout(r, 30));
    expect((await gateway.getPayment(late)).status).toBe('pending');
    expect(await landing).toMatchObject({ status: 'paid', pgTxId: `sim_tx_${late}` });
    expect(await rowOf(late)).toMatchObject({ status: 'paid', pgTxId: `sim_tx_${late}` });

    const cancelled = uniqueId('pay');
    const cancelledLanding = gateway.chargeWithBillingKey(chargeOf(cancelled, keyOf('hang')));
    await new Promise((r) => setTimeout(r, 30));
    // Another instance cancels it: the cancelled state is read from the table when the charge lands.
    expect(await simulator().cancelPayment({ paymentId: cancelled, reason: '응답 없음' })).toEqual({
      status: 'cancelled',
      resultmsg: '',
    });
    await cancelledLanding;
    expect(await rowOf(cancelled)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await gateway.getPayment(cancelled)).toMatchObject({
      status: 'cancelled',
      cancelledAmount: 10_000,
    });
  });

  it('declines a share of charge attempts by a stable draw of the payment id', async () => {
    const gateway = simulator({ declineRate: 0.5 });
    const billingKey = keyOf('ok');
    const ids = Array.from({ length: 200 }, (_, k) => `rate_${k}`);
    const chargeAll = async () => {
      const statuses: string[] = [];
      for (const id of ids)
        statuses.push((await gateway.chargeWithBillingKey(chargeOf(id, billingKey))).status);
      return statuses;
    };
    const first = await chargeAll();
    const declined = first.filter((s) => s === 'declined').length;
    expect(declined).toBeGreaterThan(70);
    expect(declined).toBeLessThan(130);
    const declinedId = ids[first.indexOf('declined')]!;
    expect(await gateway.chargeWithBillingKey(chargeOf(declinedId, billingKey))).toMatchObject({
      status: 'declined',
      resultcode: '51',
      resultmsg: '잔액 부족',
    });
    // The PG forgets them: asking again under the same ids draws the same answers.
    await database.db.delete(simPgCharges).where(like(simPgCharges.paymentId, 'rate_%'));
    expect(await chargeAll()).toEqual(first);
    // Without the knob every attempt is approved.
    expect(
      await simulator().chargeWithBillingKey(chargeOf(declinedId.replace('rate', 'x'), billingKey)),
    ).toMatchObject({
      status: 'paid',
    });
  });

  it('lets a card gone bad be charged once, then declines it', async () => {
    const gateway = simulator({ badCardRate: 1 });
    const billingKey = keyOf('ok');
    const firstCharge = await gateway.chargeWithBillingKey(chargeOf(uniqueId('pay'), billingKey));
    expect(firstCharge.status).toBe('paid');
    for (let k = 0; k < 2; k++) {
      expect(await gateway.chargeWithBillingKey(chargeOf(uniqueId('pay'), billingKey))).toMatchObject({
        status: 'declined',
        resultcode: '61',
        resultmsg: '한도 초과',
      });
    }
    const good = simulator({ badCardRate: 0 });
    for (let k = 0; k < 2; k++) {
      expect((await good.chargeWithBillingKey(chargeOf(uniqueId('pay'), keyOf('ok')))).status).toBe('paid');
    }
  });

  it('refunds part of a charge, then the rest, never more than is left', async () => {
    const gateway = simulator();
    const paymentId = uniqueId('pay');
    await gateway.chargeWithBillingKey(chargeOf(paymentId, keyOf('ok'), 10_000));
    const cancel = (amount?: number) =>
      gateway.cancelPayment({ paymentId, reason: '부분 환불', ...(amount === undefined ? {} : { amount }) });

    expect(await cancel(3_000)).toEqual({ status: 'cancelled', resultmsg: '' });
    expect(await gateway.getPayment(paymentId)).toMatchObject({
      status: 'partial_cancelled',
      amount: 10_000,
      cancelledAmount: 3_000,
    });
    expect(await cancel(8_000)).toEqual({ status: 'failed', resultmsg: '취소할 수 있는 금액을 넘었습니다.' });
    expect(await cancel(0)).toMatchObject({ status: 'failed' });
    expect((await gateway.getPayment(paymentId)).cancelledAmount).toBe(3_000);

    expect(await cancel()).toEqual({ status: 'cancelled', resultmsg: '' });
    expect(await gateway.getPayment(paymentId)).toMatchObject({
      status: 'cancelled',
      cancelledAmount: 10_000,
    });
    expect(await cancel(1)).toMatchObject({ status: 'failed' });
    expect(await cancel()).toEqual({ status: 'cancelled', resultmsg: '' });
    expect((await gateway.listCharges()).find((c) => c.payment_id === paymentId)).toMatchObject({
      status: 'cancelled',
      cancelled_amount: 10_000,
    });
    expect(await gateway.cancelPayment({ paymentId: uniqueId('none'), reason: 'x' })).toMatchObject({
      status: 'not_found',
    });
  });

  it('reads every status back by our payment id', async () => {
    const gateway = simulator({ latencyMs: 50 });
    const ids = {
      paid: uniqueId('paid'),
      partial: uniqueId('partial'),
      cancelled: uniqueId('cancelled'),
      declined: uniqueId('declined'),
      pending: uniqueId('pending'),
    };
    await Promise.all([
      gateway.chargeWithBillingKey(chargeOf(ids.paid, keyOf('ok'), 1_000)),
      gateway.chargeWithBillingKey(chargeOf(ids.partial, keyOf('ok'), 2_000)),
      gateway.chargeWithBillingKey(chargeOf(ids.cancelled, keyOf('ok'), 3_000)),
      gateway.chargeWithBillingKey(chargeOf(ids.declined, keyOf('decline'), 4_000)),
    ]);
    await gateway.cancelPayment({ paymentId: ids.partial, reason: '부분', amount: 500 });
    await gateway.cancelPayment({ paymentId: ids.cancelled, reason: '전액' });
    const pending = gateway.chargeWithBillingKey(chargeOf(ids.pending, keyOf('ok'), 5_000));
    await new Promise((r) => setTimeout(r, 10));

    expect(await gateway.getPayment(ids.pending)).toEqual({
      status: 'pending',
      amount: 5_000,
      cancelledAmount: 0,
      pgTxId: null,
      raw: { status: 'pending' },
    });
    expect(await gateway.getPayment(ids.paid)).toEqual({
      status: 'paid',
      amount: 1_000,
      cancelledAmount: 0,
      pgTxId: `sim_tx_${ids.paid}`,
      raw: { status: 'paid' },
    });
    expect(await gateway.getPayment(ids.partial)).toMatchObject({
      status: 'partial_cancelled',
      amount: 2_000,
      cancelledAmount: 500,
    });
    expect(await gateway.getPayment(ids.cancelled)).toMatchObject({
      status: 'cancelled',
      amount: 3_000,
      cancelledAmount: 3_000,
      pgTxId: `sim_tx_${ids.cancelled}`,
    });
    expect(await gateway.getPayment(ids.declined)).toMatchObject({
      status: 'failed',
      amount: 4_000,
      pgTxId: null,
    });
    expect(await gateway.getPayment(uniqueId('never'))).toEqual({
      status: 'not_found',
      amount: 0,
      cancelledAmount: 0,
      pgTxId: null,
      raw: {},
    });
    await pending;
    expect((await gateway.getPayment(ids.pending)).status).toBe('paid');
  });
});
