import type { FastifyInstance } from 'fastify';
import { whileFullBatches } from '../jobs/full-batches';
import type { JobDefinition } from '../jobs/job-queue';
import { collectDeliveryReports, REPORT_BATCH } from './collect-reports';
import { deliverDueMessages, NOTICE_BATCH } from './deliver-messages';

export const NOTICE_JOB = 'notices.deliver';
/** Every five minutes: the providers' delivery reports of what they took (collect-reports.ts). */
export const REPORT_JOB = 'notices.reports';

/**
 * A queue of passes on a schedule: `stately` keeps one waiting and one running across instances, and a
 * pass that handled a full batch is run again at once.
 */
function passes(
  name: string,
  cron: string,
  pass: () => Promise<number>,
  batch: number,
): JobDefinition<never> {
  return {
    name,
    cron,
    policy: 'stately',
    retryLimit: 0,
    handle: async () => {
      await whileFullBatches(pass, batch);
    },
  } satisfies JobDefinition<Record<string, never>> as JobDefinition<never>;
}

/**
 * The outbox's queue: every minute (and at once when a request asks, see kickDelivery) one job sends what
 * is due, each message claimed by one instance only; every five minutes another asks the providers for
 * their delivery reports.
 */
export function notificationJobs(app: FastifyInstance): JobDefinition<never>[] {
  return [
    passes(NOTICE_JOB, '* * * * *', () => deliverDueMessages(app), NOTICE_BATCH),
    passes(REPORT_JOB, '*/5 * * * *', () => collectDeliveryReports(app), REPORT_BATCH),
  ];
}

/**
 * Asks for a delivery pass now, after a request's transaction wrote a message (a reset link should not wait
 * for the next minute). Without a queue (tests with jobs off) or when the send fails, the minutely pass
 * still sends it.
 */
export async function kickDelivery(app: FastifyInstance): Promise<void> {
  if (app.jobsMode === 'off') return;
  await app.jobs.send(NOTICE_JOB, {}).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not ask for a delivery pass; the minutely one will send it');
  });
}
