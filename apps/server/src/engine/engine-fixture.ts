import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { desc, eq } from 'drizzle-orm';
import { ManualClock } from '../clock/clock';
import { subscs } from '../db/schema';
import {
  type Customer,
  call,
  cartItem,
  customerWithAddress,
  insertCheckoutFixture,
  registerCard,
} from '../modules/checkout/checkout-fixture';
import { buildTestApp, type TestAdapters, type TestApp } from '../test/test-app';
import { advanceEngineTo } from './advance-engine';
import { runEngineOnce } from './engine-jobs';
import { completeInstall, moveRentalSimply } from './rental-operations';

export const OK_CARD = '4242424242424242';
export const DECLINE_CARD = '4000000000000002';
const DAY = 86_400_000;

/**
 * A server for the engine's tests: the checkout fixture's catalogue, a clock that stands still until moved
 * (10:00 Seoul on 31 January 2026 unless told), the job queue drained by hand, the test PG in the database.
 */
export async function engineTestApp(
  options: { start?: Date; database?: TestApp['database']; adapters?: TestAdapters } = {},
) {
  const clock = new ManualClock(options.start ?? new Date('2026-01-31T10:00:00+09:00'));
  const t = await buildTestApp({
    seed: false,
    clock,
    jobs: 'manual',
    adapters: options.adapters,
    ...(options.database ? { database: options.database } : {}),
  });
  const f = options.database ? null : await insertCheckoutFixture(t.database.db);
  return { t, clock, f };
}

export type EngineFixture = NonNullable<Awaited<ReturnType<typeof engineTestApp>>['f']>;

/** A customer with an address and a registered card of the given test number. */
export async function customerWithCard(t: TestApp, number = OK_CARD) {
  const c = await customerWithAddress(t);
  const card = (await registerCard(t, c, number)).body.data as { id: number };
  return { ...c, cardId: card.id };
}

/** Registers another card for the customer and makes it pay the rental (the app's card change). */
export async function switchCard(t: TestApp, c: Customer, subscId: number, number: string) {
  const card = (await registerCard(t, c, number)).body.data as { id: number };
  const res = await call(t, c, 'PUT', 'paymentOrderers', {
    orderer_id: subscId,
    orderer_type: MORPH_TYPE.SUBSC,
    payment_bill_auth_id: card.id,
  });
  if (res.status !== 200) throw new Error(`card change failed: ${JSON.stringify(res.body)}`);
}

/** Rents a product through the real checkout (order, then the first instalment); the rental's id. */
export async function rent(
  t: TestApp,
  f: EngineFixture,
  c: Customer & { cardId: number },
  which: 'turntable' | 'speaker-multi' = 'turntable',
): Promise<number> {
  const item =
    which === 'turntable'
      ? await cartItem(t, f, c, f.turntable!, f.black!.id)
      : {
          ...(await cartItem(t, f, c, f.speaker!, f.speakerGray.id, false)),
          options: {
            prod_opts_select: [f.speakerGray.id],
            subsc_cat: { id: f.multi!.id, subsc_cat_opt_id: (await multiOpt(t, f)).id, val: 12 },
          },
        };
  const orders = await call(t, c, 'POST', 'purOrders', { items: [item], spot_id: c.spot.id });
  if (orders.status !== 201) throw new Error(`order failed: ${JSON.stringify(orders.body)}`);
  const payment = await call(t, c, 'POST', 'payments', {
    pur_orders: orders.body.data.map((o: { id: number }) => o.id),
    payment_bill_auth_id: c.cardId,
    doc_ids: f.docIds,
  });
  if (payment.body.data?.state !== 640) throw new Error(`payment failed: ${JSON.stringify(payment.body)}`);
  // The rental this payment made: the customer's newest (the first one, on a second order, was another's).
  const [row] = await t.database.db
    .select({ id: subscs.id })
    .from(subscs)
    .where(eq(subscs.userId, c.user.id))
    .orderBy(desc(subscs.id))
    .limit(1);
  return row!.id;
}

async function multiOpt(t: TestApp, f: EngineFixture) {
  const opts = await t.database.db.query.subscCatOpts.findMany({
    where: (o, { eq: is }) => is(o.subscCatId, f.multi!.id),
  });
  return opts[0]!;
}

/** Rents and installs today: a running rental whose round 2 falls due a month from now. */
export async function runningRental(
  t: TestApp,
  f: EngineFixture,
  c: Customer & { cardId: number },
  which?: 'turntable' | 'speaker-multi',
) {
  const id = await rent(t, f, c, which);
  await moveRentalSimply(t.app, id, 'assignInstaller', 'staff');
  await completeInstall(t.app, id, { installer: '김설치' });
  return id;
}

/** One day of the engine: what is due at the clock's now is sent and run, with the minutely work. */
export const runEngine = (t: TestApp) => runEngineOnce(t.app);

/**
 * Moves the clock to `until`, running the engine only where something falls due (advance-engine.ts, as the
 * demo's timeline lives its months): for the months of a term, where the days between prove nothing that
 * `runDaysUntil`'s daily runs around the moments that matter do not.
 */
export const runDueMomentsUntil = (t: TestApp, clock: ManualClock, until: Date) =>
  advanceEngineTo(t.app, (at) => clock.set(at), until);

/** Moves the clock day by day to `until` (inclusive), running the engine each day. */
export async function runDaysUntil(t: TestApp, clock: ManualClock, until: Date): Promise<void> {
  while (clock.now().getTime() + DAY <= until.getTime()) {
    clock.advance(DAY);
    await runEngine(t);
  }
}

export async function rental(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(subscs).where(eq(subscs.id, id));
  return row!;
}
