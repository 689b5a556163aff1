// The lifecycle engine's monthly billing under load: N rentals fall due at once, the test PG answers each
// charge after a delay (a real PG's latency), and the engine's jobs charge them with bounded concurrency.
// Runs in this process on a throwaway database (PGlite, or a new database on DATABASE_URL's server).
import { sql } from 'drizzle-orm';
import { throwawayDatabase } from '../../apps/server/scripts/throwaway-database';
import { PG_SIMULATOR_PATH } from '../../apps/server/src/adapters/payments/create-payment-gateway';
import { createSimulatorGateway } from '../../apps/server/src/adapters/payments/simulator-gateway';
import { buildApp } from '../../apps/server/src/app';
import { ManualClock } from '../../apps/server/src/clock/clock';
import { loadConfig } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/client';
import { enqueueDueWork } from '../../apps/server/src/engine/engine-jobs';
import { readLedger } from '../../apps/server/src/engine/ledger';

export type BillingFigures = {
  database: string;
  rentals: number;
  'latency ms': number;
  concurrency: number;
  seconds: number;
  'charges/s': number;
  paid: number;
  'double charges': number;
  'ledger balanced': boolean;
};

/**
 * `count` running rentals whose second round is due today, written straight into the tables (the bench
 * measures the engine, not the checkout): a customer, a registered test card that approves, the rental
 * with its paid first round and its card link.
 */
export async function dueRentals(db: Db, count: number, now: Date): Promise<void> {
  const start = new Date(now.getTime() - 31 * 86_400_000).toISOString();
  const due = new Date(now.getTime() - 3_600_000).toISOString();
  await db.execute(sql`
    insert into users (type, state, email, name, mobile, created_at)
    select 400, 500, 'bench' || i || '@example.com', '벤치' || i, '010' || lpad(i::text, 8, '0'), ${start}::timestamptz
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into payments (user_id, type, state, title, cost, provider, bill_key, card_code, card_number)
    select u.id, 310, 620, '결제 카드 등록', 0, 'simulator',
      'sim_ok_14_4242_4242_' || lpad(to_hex(u.id), 16, '0'), '14', '4242-****-****-4242'
    from users u where u.email like 'bench%'`);
  await db.execute(sql`
    insert into subscs (user_id, state, state_req, duration, cost, cost_duration, start_at, stop_at, next_at, options)
    select u.id, 400, 400, 12, 29900, 29900 * 12, ${start}::timestamptz, ${start}::timestamptz + interval '12 months',
      ${due}::timestamptz, jsonb_build_object('title', '벤치 턴테이블')
    from users u where u.email like 'bench%'`);
  await db.execute(sql`
    insert into payment_orderers (payment_id, orderer_type, orderer_id, state)
    select p.id, 960, s.id, 100 from subscs s join payments p on p.user_id = s.user_id and p.type = 310`);
  // Round 1, paid at checkout by its own charge, so the ledger balances before the run as after it.
  await db.execute(sql`
    insert into payments (user_id, type, state, title, cost, provider, pm_id, bill_key, card_code, card_number, paid_at)
    select s.user_id, 300, 640, '벤치 턴테이블', s.cost, 'simulator', 'bench-' || s.id, c.bill_key, '14', c.card_number, s.start_at
    from subscs s join payments c on c.user_id = s.user_id and c.type = 310`);
  await db.execute(sql`
    insert into record_subscs (subsc_id, payment_id, kind, round, state, cost, due_at, paid_at, content)
    select s.id, p.id, 'round', 1, 640, s.cost, s.start_at, s.start_at, '[]'::jsonb
    from subscs s join payments p on p.pm_id = 'bench-' || s.id`);
  await db.execute(sql`
    insert into payment_records (payment_id, record_subsc_id) select payment_id, id from record_subscs`);
}

export async function billingFigures(
  count: number,
  latencyMs: number,
  concurrency: number,
): Promise<BillingFigures> {
  const { database, drop, where } = await throwawayDatabase(process.env.DATABASE_URL, 'shop_bench');
  try {
    const now = new Date();
    await dueRentals(database.db, count, now);
    const config = loadConfig({ LOG_LEVEL: 'silent', BILLING_CONCURRENCY: String(concurrency) });
    const payments = createSimulatorGateway({
      db: database.db,
      pagePath: PG_SIMULATOR_PATH,
      hangMs: 1000,
      latencyMs,
    });
    const app = await buildApp(config, {
      database,
      clock: new ManualClock(now),
      adapters: { payments },
      jobs: 'manual',
    });
    await app.ready();
    const began = performance.now();
    await enqueueDueWork(app, app.jobs);
    await app.jobs.drain();
    const seconds = (performance.now() - began) / 1000;
    const ledger = await readLedger(database.db);
    const [paid] = (
      (await database.db.execute(
        sql`select count(*)::int as n from record_subscs where round = 2 and state = 640`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    await app.close();
    return {
      database: where,
      rentals: count,
      'latency ms': latencyMs,
      concurrency,
      seconds: +seconds.toFixed(1),
      'charges/s': Math.round(count / seconds),
      paid: paid?.n ?? 0,
      'double charges': ledger.doubleCharges,
      'ledger balanced': ledger.balanced,
    };
  } finally {
    await database.close();
    await drop();
  }
}
