import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { and, desc, eq, gte, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManualClock } from '../clock/clock';
import { noticeMsgs, noticeMsgUsers, payments, recordSubscs, simPgCharges } from '../db/schema';
import { call } from '../modules/checkout/checkout-fixture';
import type { TestApp } from '../test/test-app';
import {
  customerWithCard,
  DECLINE_CARD,
  type EngineFixture,
  engineTestApp,
  OK_CARD,
  rental,
  runDaysUntil,
  runEngine,
  runningRental,
  switchCard,
} from './engine-fixture';
import { readLedger } from './ledger';
import { roundPaymentId } from './monthly-charge';

// Each test runs the engine through months of simulated days: on a shared 2-core machine one can take
// longer than the suite's default 30 s.
vi.setConfig({ testTimeout: 240_000 });

let t: TestApp;
let clock: ManualClock;
let f: EngineFixture;

beforeAll(async () => {
  ({ t, clock, f } = (await engineTestApp()) as { t: TestApp; clock: ManualClock; f: EngineFixture });
});
afterAll(async () => t.close());

const seoul = (date: string, time = '10:00') => new Date(`${date}T${time}:00+09:00`);

async function rounds(subscId: number) {
  return t.database.db
    .select()
    .from(recordSubscs)
    .where(eq(recordSubscs.subscId, subscId))
    .orderBy(recordSubscs.kind, recordSubscs.round);
}

async function messagesTo(userId: number) {
  const rows = await t.database.db
    .select({ title: noticeMsgs.content, createdAt: noticeMsgs.createdAt })
    .from(noticeMsgs)
    .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
    .where(eq(noticeMsgUsers.userId, userId))
    .orderBy(noticeMsgs.id);
  return rows.map((r) => r.title);
}

async function simCharges(prefix: string) {
  return t.database.db
    .select()
    .from(simPgCharges)
    .where(like(simPgCharges.paymentId, `${prefix}%`));
}

describe('monthly billing', () => {
  it('charges round 2 a month after the installation on the Seoul calendar, once, with a receipt', async () => {
    clock.set(seoul('2026-01-31'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    const installed = await rental(t, id);
    // A 31 January start: round 2 on the last day of February, the term ending a year later.
    expect(installed.nextAt).toEqual(seoul('2026-02-28', '00:00'));
    expect(installed.stopAt).toEqual(seoul('2027-01-31', '00:00'));

    await runDaysUntil(t, clock, seoul('2026-02-27'));
    expect(await rounds(id)).toHaveLength(1);

    await runDaysUntil(t, clock, seoul('2026-02-28'));
    const [first, second] = await rounds(id);
    expect(first).toMatchObject({ round: 1, state: RECORD_STATE.PAID });
    expect(second).toMatchObject({ round: 2, state: RECORD_STATE.PAID, cost: installed.cost });
    const [charge] = await t.database.db.select().from(payments).where(eq(payments.id, second!.paymentId!));
    expect(charge).toMatchObject({
      state: PAYMENT_STATE.BILL_SUCCESS,
      pmId: roundPaymentId(id, 2),
      cost: installed.cost,
      interest: 0,
    });
    // Counted from the start, not from the short month: round 3 on 31 March.
    expect((await rental(t, id)).nextAt).toEqual(seoul('2026-03-31', '00:00'));
    const receipts = (await messagesTo(c.user.id)).filter((m) => m.title.includes('2회차 결제 완료'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.content).toContain(
      `청구 내역 보기: ${t.config.publicUrl}/customer_v2/payments/bill/subsc/${id}`,
    );

    // The same day again, and the job sent twice: nothing more is charged.
    await runEngine(t);
    await t.app.jobs.send('billing.round', { subscIds: [id] });
    await t.app.jobs.drain();
    expect(await rounds(id)).toHaveLength(2);
    expect(await simCharges(`round-${id}-`)).toHaveLength(1);

    // The customer's billing history shows the new round.
    const history = await call(
      t,
      c,
      'GET',
      `payments?orderer_id=${id}&orderer_type=subscription&per_page=-1&type=bill`,
    );
    expect(
      history.body.data.map((p: { record_subscs: { round: number }[] }) => p.record_subscs[0]?.round),
    ).toEqual([2, 1]);
    const detail = await call(t, c, 'GET', `subscs/${id}`);
    expect(detail.body.data).toMatchObject({
      list_label: '3회차',
      record_subscs_ctr: 2,
      record_subscs_unpaid_ctr: 0,
    });
    expect((await readLedger(t.database.db)).balanced).toBe(true);
  });

  it('does not bill an order that is not installed yet', async () => {
    clock.set(seoul('2026-01-31'));
    const c = await customerWithCard(t);
    const { rent } = await import('./engine-fixture');
    const id = await rent(t, f, c);
    expect((await rental(t, id)).nextAt).toEqual(seoul('2026-02-28', '00:00'));
    await runDaysUntil(t, clock, seoul('2026-03-05'));
    expect(await rounds(id)).toHaveLength(1);
    expect((await rental(t, id)).state).toBe(SUBSC_STATE.INIT_APPLY);
  });
});

describe('a failed round', () => {
  it('is unpaid and retried D+1, D+3, D+5 with 1 % interest, then pauses; the customer’s payment resumes it', async () => {
    clock.set(seoul('2026-03-10'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    await switchCard(t, c, id, DECLINE_CARD);
    const monthly = (await rental(t, id)).cost;
    const interest = Math.floor(monthly / 100);

    await runDaysUntil(t, clock, seoul('2026-04-10'));
    expect((await rounds(id))[1]).toMatchObject({ round: 2, state: RECORD_STATE.UNPAID });
    let row = await rental(t, id);
    expect(row).toMatchObject({
      state: SUBSC_STATE.ENABLE,
      retryCount: 0,
      retryAt: seoul('2026-04-11', '00:00'),
    });
    const failed = (await messagesTo(c.user.id)).find((m) => m.title.includes('결제 실패'));
    expect(failed!.content).toContain(`/customer_v2/subscs/${id}`);
    expect(failed!.content).toContain('잔액 부족');
    // The engine's pass sent it too: a 알림톡 whose button opens the rental, where the retry is.
    const [sent] = await t.database.db
      .select()
      .from(noticeMsgs)
      .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
      .where(and(eq(noticeMsgUsers.userId, c.user.id), eq(noticeMsgs.kind, 'chargeFailed')));
    expect(sent!.notice_msgs).toMatchObject({
      state: 'sent',
      channel: 'alimtalk',
      button: { name: '다시 결제하기', url: `${t.config.publicUrl}/customer_v2/subscs/${id}` },
    });

    await runDaysUntil(t, clock, seoul('2026-04-11'));
    row = await rental(t, id);
    expect(row).toMatchObject({ retryCount: 1, retryAt: seoul('2026-04-13', '00:00') });
    const [retry] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, c.user.id), like(payments.pmId, 'unpaid%')))
      .orderBy(desc(payments.id));
    expect(retry).toMatchObject({ state: PAYMENT_STATE.BILL_FAIL, cost: monthly + interest, interest });

    await runDaysUntil(t, clock, seoul('2026-04-13'));
    expect(await rental(t, id)).toMatchObject({ retryCount: 2, retryAt: seoul('2026-04-15', '00:00') });
    await runDaysUntil(t, clock, seoul('2026-04-15'));
    row = await rental(t, id);
    expect(row).toMatchObject({ state: SUBSC_STATE.PAUSE, retryCount: 3, retryAt: null });
    expect((await call(t, c, 'GET', `subscs/${id}`)).body.data.list_label).toBe('미납중');
    expect((await messagesTo(c.user.id)).some((m) => m.title.includes('일시 중지'))).toBe(true);
    // Nothing more is tried automatically until the next round.
    await runDaysUntil(t, clock, seoul('2026-04-20'));
    expect(await t.database.db.select().from(payments).where(like(payments.pmId, 'unpaid%'))).toHaveLength(3);

    // The customer fixes the card and pays: the unpaid round plus the interest, then the rental runs again.
    await switchCard(t, c, id, OK_CARD);
    const paid = await call(t, c, 'POST', 'recordPurOrderUnpaids', { subsc_id: id });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ state: STATE.NORMAL, cost: monthly + interest });
    expect(await rental(t, id)).toMatchObject({ state: SUBSC_STATE.ENABLE, retryAt: null, retryCount: 0 });
    expect((await rounds(id))[1]).toMatchObject({ state: RECORD_STATE.PAID });
    const history = await call(
      t,
      c,
      'GET',
      `payments?orderer_id=${id}&orderer_type=subscription&per_page=-1&type=bill`,
    );
    expect(history.body.data[0]).toMatchObject({
      state: PAYMENT_STATE.BILL_SUCCESS,
      cost: monthly + interest,
      interest,
    });
    expect(
      history.body.data.filter((p: { state: number }) => p.state === PAYMENT_STATE.BILL_FAIL),
    ).toHaveLength(4);
    expect((await readLedger(t.database.db)).balanced).toBe(true);
  });

  it('recovers on an automatic retry once the card works again', async () => {
    clock.set(seoul('2026-05-04'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    await switchCard(t, c, id, DECLINE_CARD);
    await runDaysUntil(t, clock, seoul('2026-06-05'));
    expect(await rental(t, id)).toMatchObject({ retryCount: 1, retryAt: seoul('2026-06-07', '00:00') });
    await switchCard(t, c, id, OK_CARD);
    await runDaysUntil(t, clock, seoul('2026-06-07'));
    expect(await rental(t, id)).toMatchObject({ state: SUBSC_STATE.ENABLE, retryAt: null, retryCount: 0 });
    expect((await rounds(id))[1]).toMatchObject({ state: RECORD_STATE.PAID });
    expect((await messagesTo(c.user.id)).some((m) => m.title.includes('미납 요금 결제 완료'))).toBe(true);
  });

  it('sends a rental three rounds behind to collection and stops billing it', async () => {
    clock.set(seoul('2026-01-15'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    await switchCard(t, c, id, DECLINE_CARD);
    await runDaysUntil(t, clock, seoul('2026-04-15'));
    const row = await rental(t, id);
    expect(row).toMatchObject({
      state: SUBSC_STATE.CANCEL_COLLECT,
      stateReq: SUBSC_STATE_REQ.CANCEL_COMPLETE,
      nextAt: null,
      retryAt: null,
      // The contract ended the day it went to collection, not at the end of its term.
      stopAt: seoul('2026-04-15'),
    });
    expect((await rounds(id)).filter((r) => r.state === RECORD_STATE.UNPAID).map((r) => r.round)).toEqual([
      2, 3, 4,
    ]);
    const detail = (await call(t, c, 'GET', `subscs/${id}`)).body.data;
    expect(detail.list_label).toBe('추심종료');
    expect((await messagesTo(c.user.id)).some((m) => m.title.includes('채권추심'))).toBe(true);
    // The round that sent it there failed that day too: the customer gets the collection notice alone.
    const thatDay = await t.database.db
      .select({ kind: noticeMsgs.kind })
      .from(noticeMsgs)
      .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
      .where(
        and(eq(noticeMsgUsers.userId, c.user.id), gte(noticeMsgs.createdAt, seoul('2026-04-15', '00:00'))),
      );
    expect(thatDay.map((m) => m.kind)).toEqual(['collection']);
    await runDaysUntil(t, clock, seoul('2026-06-20'));
    expect(await rounds(id)).toHaveLength(4);
  });
});
