import type { FastifyInstance } from 'fastify';
import type { JobDefinition, JobQueue } from '../jobs/job-queue';
import { RELEASE_BATCH, releaseExpiredHolds } from '../modules/checkout/stock-holds';
import { settleAbandonedPayments } from '../modules/payments/abandoned-payments';
import { NOTICE_JOB } from '../notifications/notification-jobs';
import { findDueWork, findPendingPenalties } from './due-work';
import { endTermIfDue, sendTermNotice } from './end-of-term';
import type { EngineDeps } from './engine-deps';
import { chargeDueRounds, ROUND_BATCH, stillDue } from './monthly-charge';
import { chargePenalty } from './penalty-charge';
import { settleDueRefunds } from './refunds';
import { settleUnpaid } from './unpaid-settlement';

export const JOB = {
  /** Every minute: what must not wait a day (pending payments of a stopped server, refunds, penalties). */
  tick: 'engine.tick',
  /** Every day at BILLING_TIME (Seoul): finds what has come due and sends one job for each. */
  daily: 'engine.daily',
  round: 'billing.round',
  retry: 'billing.retry',
  penalty: 'billing.penalty',
  termNotice: 'rental.term-notice',
  termEnd: 'rental.term-end',
} as const;

type ForRental = { subscId: number };
type ForRentals = { subscIds: number[] };

/**
 * Sends the jobs for everything due at the clock's now: one per rental and kind, keyed so that the same
 * work sent twice (two instances, a rerun) is queued once. Answers how many it found of each.
 */
export async function enqueueDueWork(deps: EngineDeps, jobs: JobQueue) {
  const due = await findDueWork(deps, deps.clock.now());
  const stamp = (at: Date) => at.toISOString();
  const batches: { id: number; at: Date }[][] = [];
  for (let i = 0; i < due.rounds.length; i += ROUND_BATCH) batches.push(due.rounds.slice(i, i + ROUND_BATCH));
  await jobs.sendMany<ForRentals>(
    JOB.round,
    batches.map((batch) => ({
      data: { subscIds: batch.map((r) => r.id) },
      singletonKey: `rounds:${batch[0]!.id}-${batch.at(-1)!.id}:${stamp(batch[0]!.at)}`,
    })),
  );
  await jobs.sendMany<ForRental>(
    JOB.retry,
    due.retries.map((r) => ({ data: { subscId: r.id }, singletonKey: `retry:${r.id}:${stamp(r.at)}` })),
  );
  await jobs.sendMany<ForRental>(
    JOB.termNotice,
    due.notices.map((id) => ({ data: { subscId: id }, singletonKey: `notice:${id}` })),
  );
  await jobs.sendMany<ForRental>(
    JOB.termEnd,
    due.ends.map((id) => ({ data: { subscId: id }, singletonKey: `end:${id}` })),
  );
  return {
    rounds: due.rounds.length,
    retries: due.retries.length,
    notices: due.notices.length,
    ends: due.ends.length,
  };
}

/**
 * One pass of the engine in this process: what is due at the clock's now, the minutely work, every job
 * they send and the messages they write, run to the end (tests, the simulation, the demo's timeline
 * and its clock).
 */
export async function runEngineOnce(app: FastifyInstance): Promise<void> {
  await enqueueDueWork(app, app.jobs);
  await app.jobs.send(JOB.tick, {});
  await app.jobs.drain();
  // The messages those jobs wrote, sent now rather than at the next minute's pass.
  await app.jobs.send(NOTICE_JOB, {});
  await app.jobs.drain([NOTICE_JOB]);
}

/** The engine's queues and what each runs; every instance registers the same list. */
export function engineJobs(app: FastifyInstance): JobDefinition<never>[] {
  const deps: EngineDeps = app;
  const { hour, minute } = app.config.engine.billingTime;
  const concurrency = app.config.engine.concurrency;
  const perRental = (
    name: string,
    handle: (subscId: number) => Promise<unknown>,
    options: Partial<JobDefinition<ForRental>> = {},
  ): JobDefinition<ForRental> => ({
    name,
    policy: 'stately',
    concurrency,
    retryLimit: 5,
    retryDelaySeconds: 60,
    handle: async ({ subscId }) => void (await handle(subscId)),
    ...options,
  });
  const definitions: JobDefinition<never>[] = [
    {
      name: JOB.tick,
      cron: '* * * * *',
      // A server started after a crash settles what it left pending at once, not at the next minute.
      runAtStart: true,
      policy: 'stately',
      retryLimit: 0,
      handle: async () => {
        const settled = await settleAbandonedPayments(deps);
        if (settled > 0) app.log.warn({ settled }, 'settled payments left pending by a stopped server');
        await settleDueRefunds(deps);
        let released = 0;
        let batch: number;
        do {
          batch = await releaseExpiredHolds(deps.db, deps.config.payments.orderHoldMinutes);
          released += batch;
        } while (batch === RELEASE_BATCH);
        if (released > 0)
          app.log.info({ released }, 'gave back the units of orders left unpaid past their hold');
        for (const subscId of await findPendingPenalties(deps))
          await app.jobs.send(JOB.penalty, { subscId }, { singletonKey: `penalty:${subscId}` });
      },
    } satisfies JobDefinition<Record<string, never>> as JobDefinition<never>,
    {
      name: JOB.daily,
      cron: `${minute} ${hour} * * *`,
      policy: 'stately',
      retryLimit: 3,
      handle: async () => {
        const found = await enqueueDueWork(deps, app.jobs);
        app.log.info(found, 'daily billing run: work sent');
      },
    } satisfies JobDefinition<Record<string, never>> as JobDefinition<never>,
    {
      name: JOB.round,
      policy: 'stately',
      // Each job charges a batch; this many batches at once keep BILLING_CONCURRENCY charges in flight.
      concurrency: Math.max(1, Math.ceil(concurrency / ROUND_BATCH)),
      retryLimit: 5,
      retryDelaySeconds: 60,
      handle: async ({ subscIds }) => {
        await chargeDueRounds(deps, subscIds);
        // A rental several rounds behind (a server that was down for days) catches up one round at a time.
        const again = await stillDue(app.db, subscIds, deps.clock.now());
        if (again.length) await app.jobs.send(JOB.round, { subscIds: again });
      },
    } satisfies JobDefinition<ForRentals> as JobDefinition<never>,
    perRental(JOB.retry, (subscId) =>
      settleUnpaid(deps, subscId, { actor: 'engine' }),
    ) as JobDefinition<never>,
    perRental(JOB.penalty, (subscId) => chargePenalty(deps, subscId)) as JobDefinition<never>,
    perRental(JOB.termNotice, (subscId) => sendTermNotice(deps, subscId)) as JobDefinition<never>,
    perRental(JOB.termEnd, (subscId) => endTermIfDue(deps, subscId)) as JobDefinition<never>,
  ];
  return definitions;
}
