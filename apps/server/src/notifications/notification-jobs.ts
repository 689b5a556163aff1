import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/job-queue';
import { collectDeliveryReports, REPORT_BATCH } from './collect-reports';
import { deliverDueMessages, NOTICE_BATCH } from './deliver-messages';

export const NOTICE_JOB = 'notices.deliver';
/** Every five minutes: the providers' delivery reports of what they took (collect-reports.ts). */
export const REPORT_JOB = 'notices.reports';

/**
 * The outbox's queue: every minute (and at once when a request asks, see kickDelivery) one job sends what
 * is due; `stately` keeps one waiting and one running across instances, and each message is claimed by
 * one of them only.
 */
export function notificationJobs(app: FastifyInstance): JobDefinition<never>[] {
  return [
    {
      name: NOTICE_JOB,
      cron: '* * * * *',
      policy: 'stately',
      retryLimit: 0,
      handle: async () => {
        while ((await deliverDueMessages(app)) === NOTICE_BATCH) {}
      },
    } satisfies JobDefinition<Record<string, never>> as JobDefinition<never>,
    {
      name: REPORT_JOB,
      cron: '*/5 * * * *',
      policy: 'stately',
      retryLimit: 0,
      handle: async () => {
        while ((await collectDeliveryReports(app)) === REPORT_BATCH) {}
      },
    } satisfies JobDefinition<Record<string, never>> as JobDefinition<never>,
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
