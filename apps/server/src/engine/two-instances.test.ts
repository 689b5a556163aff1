import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../clock/clock';
import { type Database, openDatabase } from '../db/client';
import { payments, prodOrderers, prodStocks, purOrders, recordSubscs, simPgCharges } from '../db/schema';
import { type Customer, call, cartItem } from '../modules/checkout/checkout-fixture';
import { releaseExpiredHolds } from '../modules/checkout/stock-holds';
import type { TestApp } from '../test/test-app';
import {
  customerWithCard,
  type EngineFixture,
  engineTestApp,
  runEngine,
  runningRental,
} from './engine-fixture';
import { readLedger } from './ledger';
import { chargeDueRound } from './monthly-charge';

const RENTALS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seoul = (date: string, time = '10:00') => new Date(`${date}T${time}:00+09:00`);

let a: { t: TestApp; clock: ManualClock; f: EngineFixture };
let b: { t: TestApp; clock: ManualClock };
let second: Database | null = null;

beforeAll(async () => {
  a = (await engineTestApp({ start: seoul('2026-03-02') })) as typeof a;
  // A second server on the same database: its own pool on PostgreSQL, the same embedded database otherwise.
  const url = (a.t.database as Database & { url?: string | null }).url;
  second = url ? await openDatabase({ databaseUrl: url }) : null;
  b = (await engineTestApp({ start: seoul('2026-03-02'), database: second ?? a.t.database })) as typeof b;
});
afterAll(async () => {
  await b.t.close();
  await second?.close();
  await a.t.close();
});

describe('two server instances on one database', () => {
  it('charge every due round exactly once when both run the engine at the same time', async () => {
    const ids: number[] = [];
    for (let n = 0; n < RENTALS; n += 1) {
      const c = await customerWithCard(a.t);
      ids.push(await runningRental(a.t, a.f, c));
    }
    for (const day of ['2026-04-02', '2026-05-02']) {
      a.clock.set(seoul(day));
      b.clock.set(seoul(day));
      await Promise.all([runEngine(a.t), runEngine(b.t), runEngine(a.t), runEngine(b.t)]);
    }
    // Past the queue's de-duplication too: both instances charge the same rounds directly, at once.
    a.clock.set(seoul('2026-06-02'));
    b.clock.set(seoul('2026-06-02'));
    const outcomes = await Promise.all(
      ids.flatMap((id) => [chargeDueRound(a.t.app, id), chargeDueRound(b.t.app, id)]),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(RENTALS);
    expect(outcomes.filter((o) => o === 'not-due')).toHaveLength(RENTALS);

    const db = a.t.database.db;
    const rounds = await db.select().from(recordSubscs).where(inArray(recordSubscs.subscId, ids));
    expect(rounds).toHaveLength(RENTALS * 4);
    expect(rounds.every((r) => r.state === RECORD_STATE.PAID)).toBe(true);
    const charges = await db.select().from(simPgCharges).where(like(simPgCharges.paymentId, 'round-%'));
    expect(charges).toHaveLength(RENTALS * 3);
    expect(charges.every((c) => c.status === 'paid')).toBe(true);
    const paid = await db
      .select()
      .from(payments)
      .where(and(like(payments.pmId, 'round-%'), eq(payments.state, PAYMENT_STATE.BILL_SUCCESS)));
    expect(paid).toHaveLength(RENTALS * 3);
    const ledger = await readLedger(db);
    expect(ledger).toMatchObject({ balanced: true, doubleCharges: 0 });
  });
});

describe('orders left unpaid, with two server instances on one database', () => {
  const HOLD_MINUTES = 30;
  let c: Customer & { cardId: number };

  /** Free speaker units of their own, so these orders never wait on the rentals above. */
  const addUnits = (tag: string, count: number) =>
    a.t.database.db.insert(prodStocks).values(
      Array.from({ length: count }, (_, n) => ({
        prodId: a.f.speaker!.id,
        prodOptId: a.f.speakerGray.id,
        sn: `SP-${tag}-${n}`,
        state: STOCK_STATE.ENABLE,
        tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
      })),
    );
  /**
   * An order placed through one instance or the other, already past the hold; by a customer of its own
   * unless told (a customer's next order takes the place of their unpaid one).
   */
  const staleOrder = async (t: TestApp, by?: Customer) => {
    const who = by ?? (await customerWithCard(a.t));
    const res = await call(t, who, 'POST', 'purOrders', {
      items: [await cartItem(t, a.f, who, a.f.speaker!, a.f.speakerGray.id, false)],
      spot_id: who.spot.id,
    });
    expect(res.status).toBe(201);
    const id = res.body.data[0].id as number;
    await a.t.database.db
      .update(purOrders)
      .set({ createdAt: new Date(Date.now() - (HOLD_MINUTES + 1) * 60_000) })
      .where(eq(purOrders.id, id));
    return id;
  };
  const heldBy = async (ids: number[]) =>
    a.t.database.db
      .select({ order: prodOrderers.purOrderId, unit: prodStocks.id })
      .from(prodStocks)
      .innerJoin(prodOrderers, eq(prodOrderers.id, prodStocks.prodOrdererId))
      .where(inArray(prodOrderers.purOrderId, ids));
  const statesOf = async (ids: number[]) =>
    (
      await a.t.database.db
        .select({ state: purOrders.state })
        .from(purOrders)
        .where(inArray(purOrders.id, ids))
    ).map((r) => r.state);

  beforeAll(async () => {
    c = await customerWithCard(a.t);
  });

  it('give each unit back once when both instances release at the same time', async () => {
    const HOLDS = 8;
    await addUnits('2I', HOLDS);
    const ids: number[] = [];
    for (let n = 0; n < HOLDS; n += 1) ids.push(await staleOrder(n % 2 ? b.t : a.t));
    expect(await heldBy(ids)).toHaveLength(HOLDS);

    const released = await Promise.all([
      releaseExpiredHolds(a.t.database.db, HOLD_MINUTES),
      releaseExpiredHolds(b.t.database.db, HOLD_MINUTES),
      releaseExpiredHolds(a.t.database.db, HOLD_MINUTES),
      releaseExpiredHolds(b.t.database.db, HOLD_MINUTES),
    ]);
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(HOLDS);
    expect(await heldBy(ids)).toEqual([]);
    expect(await statesOf(ids)).toEqual(ids.map(() => PUR_ORDER_STATE.BILL_UNPAID_CANCEL));
  });

  it('let a payment racing the release either take its order and unit, or be refused with the order cancelled', async () => {
    const TRIES = 6;
    await addUnits('RACE', TRIES);
    for (let n = 0; n < TRIES; n += 1) {
      const id = await staleOrder(a.t, c);
      const [pay, released] = await Promise.all([
        call(b.t, c, 'POST', 'payments', {
          pur_orders: [id],
          payment_bill_auth_id: c.cardId,
          doc_ids: a.f.docIds,
        }),
        // Later on each try, so the payment's claim comes first on some and the release on others.
        sleep(n * 4).then(() => releaseExpiredHolds(a.t.database.db, HOLD_MINUTES)),
      ]);
      const [state] = await statesOf([id]);
      if (pay.status === 201 && pay.body.data.state === PAYMENT_STATE.BILL_SUCCESS) {
        expect(released).toBe(0);
        expect(state).not.toBe(PUR_ORDER_STATE.BILL_UNPAID_CANCEL);
      } else {
        expect(pay.status).toBe(400);
        expect(released).toBe(1);
        expect(state).toBe(PUR_ORDER_STATE.BILL_UNPAID_CANCEL);
        expect(await heldBy([id])).toEqual([]);
      }
    }
    // Each order was either paid once or cancelled: no charge for a cancelled one.
    expect((await readLedger(a.t.database.db)).balanced).toBe(true);
  });
});
