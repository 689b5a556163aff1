import { seoulDayStart } from '@shop/domain/billing/billing-schedule';
import { STATE } from '@shop/domain/codes/generic-state';
import { addDays, addMinutes } from 'date-fns';
import { and, eq, gt, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refunds, subscs } from '../db/schema';
import { OWING_STATES } from './due-work';
import { runEngineOnce } from './engine-jobs';
import { BILLED_REQS, BILLED_STATES } from './monthly-charge';

/** The next moment after `after` at which something falls due for the engine, or null. */
async function nextDueMoment(app: FastifyInstance, after: Date): Promise<Date | null> {
  const days = app.config.engine.termNoticeDays;
  const billed = sql`${subscs.state} in (${sql.join(
    BILLED_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const billedReq = sql`${subscs.stateReq} in (${sql.join(
    BILLED_REQS.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const owing = sql`${subscs.state} in (${sql.join(
    OWING_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const noticeAt = sql`${subscs.stopAt} - make_interval(days => ${days})`;
  const [row] = await app.db
    .select({
      next: sql<
        string | null
      >`min(${subscs.nextAt}) filter (where ${billed} and ${billedReq} and ${subscs.nextAt} > ${after})`,
      retry: sql<
        string | null
      >`min(${subscs.retryAt}) filter (where ${owing} and ${subscs.retryAt} > ${after})`,
      stop: sql<
        string | null
      >`min(${subscs.stopAt}) filter (where ${billed} and ${subscs.nextAt} is null and ${subscs.stopAt} > ${after})`,
      notice: sql<
        string | null
      >`min(${noticeAt}) filter (where ${billed} and ${subscs.termNoticeAt} is null and ${noticeAt} > ${after})`,
    })
    .from(subscs);
  const [refund] = await app.db
    .select({ at: min(refunds.nextTryAt) })
    .from(refunds)
    .where(and(eq(refunds.state, STATE.PENDING), gt(refunds.nextTryAt, after)));
  const times = [row?.next, row?.retry, row?.stop, row?.notice, refund?.at]
    .filter((d) => d !== null && d !== undefined)
    .map((d) => new Date(d as string | Date).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * Moves time to `target` the way the real engine lives it, but only stopping where something falls due:
 * at each such Seoul day the clock is set to that day's billing time (or the due moment itself, for a
 * refund retry) and the engine runs; then once more at `target`. `setClock` moves the clock (a manual
 * one in the demo's timeline and the simulation, the demo clock's offset in development).
 */
export async function advanceEngineTo(
  app: FastifyInstance,
  setClock: (at: Date) => void | Promise<void>,
  target: Date,
): Promise<number> {
  const { hour, minute } = app.config.engine.billingTime;
  let runs = 0;
  for (;;) {
    const now = app.clock.now();
    const due = await nextDueMoment(app, now);
    if (!due || due >= target) break;
    const billingTime = addMinutes(seoulDayStart(due), hour * 60 + minute);
    const at = billingTime > due ? billingTime : due;
    if (at >= target) break;
    await setClock(at > now ? at : addDays(now, 1));
    await runEngineOnce(app);
    runs += 1;
  }
  await setClock(target);
  await runEngineOnce(app);
  return runs + 1;
}
