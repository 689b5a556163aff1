/**
 * A year of business in a few minutes: `npm run simulate -- --months 12 --rentals 300 --decline 0.05`.
 * On a fresh throwaway database (in-memory PGlite, or a new database on the DATABASE_URL server, dropped
 * afterwards), customers order through the real checkout, staff install, and the real engine's jobs run
 * every simulated day while the test PG declines the given share of charges: most declines are one-off
 * (they recover on a retry), a fifth are cards that went bad for good. Prints a table per month and, as
 * its last line, one JSON object with the run's totals and the ledger's check.
 */
import { parseArgs } from 'node:util';
import { PG_SIMULATOR_PATH } from '../src/adapters/payments/create-payment-gateway';
import { createSimulatorGateway } from '../src/adapters/payments/simulator-gateway';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/clock/clock';
import { loadConfig } from '../src/config';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { readLedger } from '../src/engine/ledger';
import { type MonthFigures, runTotals } from '../src/simulation/month-figures';
import { runSimulation } from '../src/simulation/run-simulation';
import { throwawayDatabase } from './throwaway-database';

const { values } = parseArgs({
  options: {
    months: { type: 'string', default: '12' },
    rentals: { type: 'string', default: '300' },
    decline: { type: 'string', default: '0.05' },
    seed: { type: 'string', default: '1' },
  },
});
const months = Number(values.months);
const rentals = Number(values.rentals);
const decline = Number(values.decline);
if (
  !(months >= 1 && months <= 60) ||
  !(rentals >= 1 && rentals <= 100_000) ||
  !(decline >= 0 && decline < 1)
) {
  console.error('usage: npm run simulate -- --months 1..60 --rentals 1..100000 --decline 0..1 [--seed n]');
  process.exit(2);
}

const COLUMNS: [keyof MonthFigures, string][] = [
  ['month', 'month'],
  ['due', 'due'],
  ['paid', 'paid'],
  ['failed', 'failed'],
  ['recovered', 'recovered'],
  ['paused', 'paused'],
  ['collection', 'in collection'],
  ['ended', 'ended'],
  ['taken_over', 'taken over'],
  ['revenue_won', 'revenue (won)'],
];
const cell = (v: unknown, width: number) =>
  (typeof v === 'number' ? v.toLocaleString('ko-KR') : String(v)).padStart(width);

async function main() {
  const began = performance.now();
  const { database, drop, where } = await throwawayDatabase(process.env.DATABASE_URL, 'shop_sim');
  try {
    const start = new Date('2026-01-05T10:00:00+09:00');
    const config = loadConfig({ LOG_LEVEL: 'silent', PAYMENTS_TIMEOUT_MS: '5000' });
    await seedDemoData(database, config, { customers: false });
    const clock = new ManualClock(start);
    const payments = createSimulatorGateway({
      db: database.db,
      pagePath: PG_SIMULATOR_PATH,
      hangMs: 6000,
      declineRate: decline * 0.8,
      badCardRate: decline * 0.2,
    });
    const app = await buildApp(config, { database, clock, adapters: { payments }, jobs: 'manual' });
    await app.ready();
    console.log(`simulating ${months} months, ${rentals} rentals, ${decline * 100}% declines on ${where}\n`);
    console.log(COLUMNS.map(([, title]) => title.padStart(Math.max(title.length, 8))).join(' '));
    const widths = COLUMNS.map(([, title]) => Math.max(title.length, 8));
    const run = await runSimulation(
      app,
      clock,
      {
        months,
        rentals,
        spreadDays: 30,
        seed: Number(values.seed),
        orderCancelShare: 0.03,
        monthlyTerminationShare: 0.01,
        fixCardShare: 0.3,
      },
      (figures) => console.log(COLUMNS.map(([key], i) => cell(figures[key], widths[i]!)).join(' ')),
    );
    const totals = await runTotals(database.db);
    const ledger = await readLedger(database.db);
    await app.close();
    console.log(
      `\n${run.rentals} rentals from ${rentals} customers (${run.checkoutDeclines} first-instalment declines retried at checkout); ` +
        `charged ${ledger.charged.toLocaleString('ko-KR')}원, refunded ${ledger.refunded.toLocaleString('ko-KR')}원, ` +
        `${((performance.now() - began) / 1000).toFixed(0)} s`,
    );
    console.log(
      JSON.stringify({
        months,
        rentals: run.rentals,
        rounds_due: totals.rounds_due,
        rounds_paid: totals.rounds_paid,
        rounds_unpaid: totals.rounds_unpaid,
        charges: totals.charges,
        double_charges: ledger.doubleCharges,
        paused: totals.paused,
        collection: totals.collection,
        ended: totals.ended,
        taken_over: totals.taken_over,
        revenue_won: ledger.charged - ledger.refunded,
        ledger_balanced: ledger.balanced,
      }),
    );
  } finally {
    await database.close();
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
