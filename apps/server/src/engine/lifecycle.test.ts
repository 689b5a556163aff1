import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { terminationPenalty } from '@shop/domain/rental/termination-penalty';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPaymentGateway } from '../adapters/payments/create-payment-gateway';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import type { ManualClock } from '../clock/clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  feedbackCats,
  feedbacks,
  noticeMsgs,
  noticeMsgUsers,
  payments,
  prodOrderers,
  prodStocks,
  purOrders,
  recordSubscs,
  refunds,
  ships,
  simPgCharges,
} from '../db/schema';
import { call, cartItem } from '../modules/checkout/checkout-fixture';
import { ABANDONED_AFTER_MS } from '../modules/payments/abandoned-payments';
import { SHIP_TYPE_RETURN } from '../modules/rentals/ship-types';
import type { TestApp } from '../test/test-app';
import {
  customerWithCard,
  DECLINE_CARD,
  type EngineFixture,
  engineTestApp,
  OK_CARD,
  rent,
  rental,
  runDaysUntil,
  runDueMomentsUntil,
  runEngine,
  runningRental,
  switchCard,
} from './engine-fixture';
import { readLedger } from './ledger';
import { claimDueRound, roundPaymentId } from './monthly-charge';
import { completeTermination, moveRentalSimply } from './rental-operations';

// Each test runs the engine through months of simulated time; on a shared 2-core machine one took a minute
// when it ran every day of a term (30 s, the suite's default, cut one off and every later test of the file
// then failed with it).
vi.setConfig({ testTimeout: 240_000 });

let t: TestApp;
let clock: ManualClock;
let f: EngineFixture;
/** The test PG, with refunds that fail while `refundsDown` is set. */
let refundsDown = 0;
let reason: typeof feedbacks.$inferSelect | undefined;

beforeAll(async () => {
  // Every module reads the gateway from the app, so a wrapped one stands in for the provider.
  const flaky = (database: Database, config: Config): { payments: PaymentGateway } => {
    const real = createPaymentGateway(config, database.db);
    return {
      payments: {
        ...real,
        cancelPayment: async (input) => {
          if (refundsDown > 0) {
            refundsDown -= 1;
            return { status: 'failed', resultmsg: 'PG 점검 중' };
          }
          return real.cancelPayment(input);
        },
      },
    };
  };
  ({ t, clock, f } = (await engineTestApp({ adapters: flaky })) as {
    t: TestApp;
    clock: ManualClock;
    f: EngineFixture;
  });
  const [cat] = await t.database.db.insert(feedbackCats).values({ title: '해지 사유' }).returning();
  [reason] = await t.database.db
    .insert(feedbacks)
    .values({ feedbackCatId: cat!.id, title: '이사를 가요' })
    .returning();
});
afterAll(async () => t.close());

const seoul = (date: string, time = '10:00') => new Date(`${date}T${time}:00+09:00`);

async function titlesTo(userId: number) {
  const rows = await t.database.db
    .select({ content: noticeMsgs.content })
    .from(noticeMsgs)
    .innerJoin(noticeMsgUsers, eq(noticeMsgUsers.noticeMsgId, noticeMsgs.id))
    .where(eq(noticeMsgUsers.userId, userId));
  return rows.map((r) => r.content.title);
}

async function unitsOf(subscId: number) {
  const holders = await t.database.db
    .select({ unit: prodOrderers.prodStockId })
    .from(prodOrderers)
    .where(eq(prodOrderers.ordererId, subscId));
  const ids = holders.map((h) => h.unit).filter((u): u is number => u !== null);
  return Promise.all(
    ids.map(async (id) => (await t.database.db.select().from(prodStocks).where(eq(prodStocks.id, id)))[0]!),
  );
}

describe('the end of the term', () => {
  it('tells the customer 30 days before, then gives a rental-take product to the customer (인수완료)', async () => {
    clock.set(seoul('2026-01-10'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    await runDueMomentsUntil(t, clock, seoul('2026-12-10'));
    expect((await titlesTo(c.user.id)).filter((m) => m.includes('약정 만료 예정'))).toHaveLength(0);
    await runDaysUntil(t, clock, seoul('2026-12-11'));
    expect((await titlesTo(c.user.id)).filter((m) => m.includes('약정 만료 예정'))).toHaveLength(1);
    // Round 12 is the last: billing stops before the stop date.
    await runDueMomentsUntil(t, clock, seoul('2027-01-09'));
    let row = await rental(t, id);
    expect(row).toMatchObject({ state: SUBSC_STATE.ENABLE, nextAt: null });
    const paid = await t.database.db.select().from(recordSubscs).where(eq(recordSubscs.subscId, id));
    expect(paid.map((r) => r.round).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(paid.every((r) => r.state === RECORD_STATE.PAID)).toBe(true);
    // Every round paid, the term running on: the rental no longer reads as billable (no 12회차).
    expect((await call(t, c, 'GET', `subscs/${id}`)).body.data).toMatchObject({
      list_label: '렌탈중',
      next_at: null,
      record_subscs_ctr: 12,
    });

    await runDaysUntil(t, clock, seoul('2027-01-10'));
    row = await rental(t, id);
    expect(row).toMatchObject({ state: SUBSC_STATE.TERMINATE, stateReq: SUBSC_STATE_REQ.TERMINATE });
    expect((await call(t, c, 'GET', `subscs/${id}`)).body.data.list_label).toBe('인수완료');
    const units = await unitsOf(id);
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((u) => u.tradeType === STOCK_TRADE_TYPE.RENTAL_TAKE)).toBe(true);
    expect((await titlesTo(c.user.id)).some((m) => m.includes('소유권 이전'))).toBe(true);
    // Nothing is ever billed again, and the notice was sent once.
    await runDaysUntil(t, clock, seoul('2027-03-01'));
    expect(await t.database.db.select().from(recordSubscs).where(eq(recordSubscs.subscId, id))).toHaveLength(
      12,
    );
    expect((await titlesTo(c.user.id)).filter((m) => m.includes('약정 만료 예정'))).toHaveLength(1);
    expect((await readLedger(t.database.db)).balanced).toBe(true);
  });

  it('ends a regular (exchange) subscription with a return pickup from the delivery address', async () => {
    clock.set(seoul('2026-01-10'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c, 'speaker-multi');
    await runDueMomentsUntil(t, clock, seoul('2027-01-09'));
    await runDaysUntil(t, clock, seoul('2027-01-10'));
    const row = await rental(t, id);
    expect(row).toMatchObject({ state: SUBSC_STATE.TERMINATE, stateReq: SUBSC_STATE_REQ.UNSET });
    const [pickup] = await t.database.db
      .select()
      .from(ships)
      .where(and(eq(ships.shippableId, id), eq(ships.type, SHIP_TYPE_RETURN)));
    expect(pickup).toMatchObject({ state: SHIP_STATE.RESERVATION, spotOut: c.spot.addr });
    // The customer sees the pickup to come, its state and day, and a label that is not a finished rental's.
    const booked = (await call(t, c, 'GET', `subscs/${id}`)).body.data;
    expect(booked.list_label).toBe('회수중');
    expect(booked.ships_pickup).toEqual({
      id: pickup!.id,
      state: SHIP_STATE.RESERVATION,
      spot_out_at: pickup!.spotOutAt!.toISOString(),
      spot_out_user_name: pickup!.spotOutUserName,
      spot_out_tel: pickup!.spotOutTel,
      spot_out: c.spot.addr,
      spot_out_desc: pickup!.spotOutDesc,
      spot_out_code: pickup!.spotOutCode,
    });
    // The delivery stays the delivery.
    expect(booked.ships_last.id).not.toBe(pickup!.id);
    // The list answers the same.
    const listed = (await call(t, c, 'GET', 'subscs?subsc_cat_type=multi')).body.data;
    expect(JSON.stringify(listed)).toContain(`"ships_pickup":{"id":${pickup!.id},`);
    for (const step of ['assignReturn', 'startReturn', 'receiveReturn', 'completeReturn'] as const) {
      await moveRentalSimply(t.app, id, step, 'staff');
    }
    expect(await rental(t, id)).toMatchObject({ stateReq: SUBSC_STATE_REQ.UNSET_COMPLETE });
    const back = (await call(t, c, 'GET', `subscs/${id}`)).body.data;
    expect(back.list_label).toBe('렌탈종료');
    expect(back.ships_pickup).toMatchObject({ id: pickup!.id, state: SHIP_STATE.DONE });
    // The unit is back in the warehouse, free for the next customer.
    expect((await unitsOf(id)).every((u) => u.prodOrdererId === null && u.state === STOCK_STATE.ENABLE)).toBe(
      true,
    );
  });
});

describe('a termination', () => {
  it('charges the final penalty of the documents’ formula once the pickup is done', async () => {
    clock.set(seoul('2026-02-02'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    await runDaysUntil(t, clock, seoul('2026-05-04'));
    const asked = await call(t, c, 'PUT', `subscs/${id}/cancel`, {
      feedback_ids: [reason!.id],
      spot_id: c.spot.id,
      spot_out_at: '2026-05-11',
    });
    expect(asked.status).toBe(200);
    expect((await rental(t, id)).stateReq).toBe(SUBSC_STATE_REQ.CANCEL);
    for (const step of ['assignPickup', 'startPickup', 'receivePickup'] as const) {
      await moveRentalSimply(t.app, id, step, 'staff');
    }
    clock.set(seoul('2026-05-11'));
    const row = await rental(t, id);
    const { rental: ended, penalty } = await completeTermination(t.app, id, { inspection: 'ok' });
    expect(ended).toMatchObject({
      state: SUBSC_STATE.CANCEL,
      stateReq: SUBSC_STATE_REQ.CANCEL_COMPLETE,
      nextAt: null,
    });
    const expected = terminationPenalty({
      monthly: row.cost,
      startAt: row.startAt!,
      months: row.duration,
      pickupAt: seoul('2026-05-11'),
      unpaid: 0,
    }).earlyTermination;
    expect(penalty).toBe(expected);
    expect(penalty).toBeGreaterThan(0);

    await runEngine(t);
    const [record] = await t.database.db
      .select()
      .from(recordSubscs)
      .where(and(eq(recordSubscs.subscId, id), eq(recordSubscs.kind, 'penalty')));
    expect(record).toMatchObject({ state: RECORD_STATE.PAID, cost: expected });
    const [charge] = await t.database.db.select().from(payments).where(eq(payments.id, record!.paymentId!));
    expect(charge).toMatchObject({ state: PAYMENT_STATE.BILL_SUCCESS, cost: expected });
    expect((await unitsOf(id)).every((u) => u.state === STOCK_STATE.ENABLE && u.prodOrdererId === null)).toBe(
      true,
    );
    // Charged once, whatever runs again.
    await runEngine(t);
    expect(await t.database.db.select().from(payments).where(eq(payments.title, charge!.title))).toHaveLength(
      1,
    );
  });

  it('keeps a declined penalty as an unpaid record the customer can pay with the interest', async () => {
    clock.set(seoul('2026-02-02'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    await runDaysUntil(t, clock, seoul('2026-03-10'));
    await call(t, c, 'PUT', `subscs/${id}/cancel`, {
      feedback_ids: [reason!.id],
      spot_id: c.spot.id,
      spot_out_at: '2026-03-16',
    });
    for (const step of ['assignPickup', 'startPickup', 'receivePickup'] as const) {
      await moveRentalSimply(t.app, id, step, 'staff');
    }
    await switchCard(t, c, id, DECLINE_CARD);
    clock.set(seoul('2026-03-16'));
    const { penalty } = await completeTermination(t.app, id, { inspection: 'damaged' });
    await runEngine(t);
    const detail = (await call(t, c, 'GET', `subscs/${id}`)).body.data;
    expect(detail.record_subscs_unpaid).toMatchObject([{ kind: 'penalty', cost: penalty }]);
    expect((await rental(t, id)).retryAt).toEqual(seoul('2026-03-17', '00:00'));
    expect((await unitsOf(id)).every((u) => u.state === STOCK_STATE.BROKEN)).toBe(true);

    // With a working card the customer settles it from the detail page: the penalty plus 1 %.
    await switchCard(t, c, id, OK_CARD);
    const paid = await call(t, c, 'POST', 'recordPurOrderUnpaids', { subsc_id: id });
    expect(paid).toMatchObject({
      status: 201,
      body: { data: { cost: penalty + Math.floor(penalty / 100) } },
    });
    expect((await call(t, c, 'GET', `subscs/${id}`)).body.data.record_subscs_unpaid_ctr).toBe(0);
    expect((await rental(t, id)).retryAt).toBeNull();
  });
});

describe('an order cancel', () => {
  it('refunds the first instalment, asking the provider again until it confirms', async () => {
    clock.set(seoul('2026-06-01'));
    const c = await customerWithCard(t);
    const id = await rent(t, f, c);
    refundsDown = 2;
    const res = await call(t, c, 'PUT', `subscs/${id}/setCancel`, {
      feedback_ids: [reason!.id],
    });
    expect(res.status).toBe(200);
    const [refund] = await t.database.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(recordSubscs, eq(recordSubscs.paymentId, refunds.paymentId))
      .where(eq(recordSubscs.subscId, id));
    expect(refund!.refund).toMatchObject({ state: STATE.PENDING, attempts: 1, lastError: 'PG 점검 중' });
    let history = (await call(t, c, 'GET', `payments?orderer_id=${id}&orderer_type=subscription&per_page=-1`))
      .body.data;
    expect(history[0].refunds).toMatchObject([{ state: STATE.PENDING, state_title: '환불 진행중' }]);

    clock.advance(60_000);
    await runEngine(t); // second attempt fails again: retried 5 minutes later
    clock.advance(5 * 60_000);
    await runEngine(t);
    const [done] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund!.refund.id));
    expect(done).toMatchObject({ state: STATE.SUCCESS, attempts: 3 });
    const [round] = await t.database.db.select().from(recordSubscs).where(eq(recordSubscs.subscId, id));
    expect(round!.state).toBe(RECORD_STATE.REFUNDED);
    history = (await call(t, c, 'GET', `payments?orderer_id=${id}&orderer_type=subscription&per_page=-1`))
      .body.data;
    expect(history[0].refunds).toMatchObject([
      { state: STATE.SUCCESS, state_title: '환불 완료', cost: round!.cost },
    ]);
    const [atPg] = await t.database.db
      .select()
      .from(simPgCharges)
      .where(eq(simPgCharges.paymentId, history[0].pm_id));
    expect(atPg).toMatchObject({ status: 'cancelled', cancelledAmount: round!.cost });
    expect((await readLedger(t.database.db)).balanced).toBe(true);
  });
});

describe('orders left unpaid', () => {
  it('give their units back at the minutely tick once past the hold; a newer one keeps its unit', async () => {
    const db = t.database.db;
    // Two customers: a customer's own next order would take the place of the first (releaseSupersededOrders).
    const ordered = async () => {
      const c = await customerWithCard(t);
      const res = await call(t, c, 'POST', 'purOrders', {
        items: [await cartItem(t, f, c, f.turntable!, f.black!.id, false)],
        spot_id: c.spot.id,
      });
      expect(res.status).toBe(201);
      return res.body.data[0].id as number;
    };
    const [stale, fresh] = [await ordered(), await ordered()];
    // Order ages are real time (created_at), whatever the engine's clock says.
    await db
      .update(purOrders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(purOrders.id, stale));
    const unitOf = async (id: number) =>
      (
        await db
          .select({ unit: prodStocks.id, state: purOrders.state })
          .from(purOrders)
          .leftJoin(prodOrderers, eq(prodOrderers.purOrderId, purOrders.id))
          .leftJoin(prodStocks, eq(prodStocks.prodOrdererId, prodOrderers.id))
          .where(eq(purOrders.id, id))
      )[0]!;
    expect((await unitOf(stale)).unit).not.toBeNull();

    await runEngine(t);
    expect(await unitOf(stale)).toEqual({ unit: null, state: PUR_ORDER_STATE.BILL_UNPAID_CANCEL });
    expect(await unitOf(fresh)).toMatchObject({
      unit: expect.any(Number),
      state: PUR_ORDER_STATE.BILL_UNPAID,
    });
  });
});

describe('a server that stops between the claim and the charge', () => {
  it('leaves a round the provider never saw to the sweep, which charges it once under the same id', async () => {
    clock.set(seoul('2026-07-01'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    clock.set(seoul('2026-08-01'));
    const claim = await claimDueRound(t.app, id, clock.now());
    expect(claim?.charge?.pmId).toBe(roundPaymentId(id, 2));
    // Stopped here. Ten minutes later the minutely sweep finds the pending charge.
    clock.advance(ABANDONED_AFTER_MS + 60_000);
    await runEngine(t);
    const [round] = await t.database.db
      .select()
      .from(recordSubscs)
      .where(and(eq(recordSubscs.subscId, id), eq(recordSubscs.round, 2)));
    expect(round!.state).toBe(RECORD_STATE.PAID);
    expect(
      await t.database.db
        .select()
        .from(simPgCharges)
        .where(eq(simPgCharges.paymentId, roundPaymentId(id, 2))),
    ).toMatchObject([{ status: 'paid' }]);
  });

  it('records a charge that went through before the stop as paid, without charging again', async () => {
    clock.set(seoul('2026-07-02'));
    const c = await customerWithCard(t);
    const id = await runningRental(t, f, c);
    clock.set(seoul('2026-08-02'));
    const claim = await claimDueRound(t.app, id, clock.now());
    const pending = claim!.charge!;
    await t.app.payments.chargeWithBillingKey({
      paymentId: pending.pmId,
      billingKey: pending.billKey,
      amount: pending.amount,
      orderName: pending.title,
      customerId: String(c.user.id),
    });
    clock.advance(ABANDONED_AFTER_MS + 60_000);
    await runEngine(t);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, pending.paymentId));
    expect(payment!.state).toBe(PAYMENT_STATE.BILL_SUCCESS);
    expect(
      await t.database.db.select().from(simPgCharges).where(eq(simPgCharges.paymentId, pending.pmId)),
    ).toHaveLength(1);
    expect((await readLedger(t.database.db)).doubleCharges).toBe(0);
  });
});
