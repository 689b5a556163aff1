import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../clock/clock';
import { type Database, openDatabase } from '../db/client';
import { payments, recordSubscs, simPgCharges } from '../db/schema';
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
