import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/job-queue';
import { settleAbandonedPayments } from '../modules/payments/abandoned-payments';

export const JOB = {
  /** Every minute: work that must not wait a day (payments a stopped server left pending). */
  tick: 'engine.tick',
} as const;

/** The engine's queues and what each runs; every instance registers the same list. */
export function engineJobs(app: FastifyInstance): JobDefinition<never>[] {
  const tick: JobDefinition<Record<string, never>> = {
    name: JOB.tick,
    cron: '* * * * *',
    policy: 'stately',
    retryLimit: 0,
    handle: async () => {
      const settled = await settleAbandonedPayments(app.db, app.payments, app.clock.now());
      if (settled > 0) app.log.warn({ settled }, 'settled payments left pending by a stopped server');
    },
  };
  return [tick];
}
