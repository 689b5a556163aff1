import { FINAL_CHARGE_KINDS } from '@shop/domain/billing/record-label';
import { STATE } from '@shop/domain/codes/generic-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { addDays } from 'date-fns';
import { and, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { paymentRecords, payments, recordSubscs, subscs } from '../db/schema';
import type { EngineDeps } from './engine-deps';
import { BILLED_REQS, BILLED_STATES } from './monthly-charge';

/** States whose money the engine still follows: running, paused, and ended with something owed. */
export const OWING_STATES: readonly number[] = [
  SUBSC_STATE.ENABLE,
  SUBSC_STATE.PAUSE,
  SUBSC_STATE.CANCEL,
  SUBSC_STATE.CANCEL_LOSS,
  SUBSC_STATE.TERMINATE,
];

export type DueWork = {
  rounds: { id: number; at: Date }[];
  retries: { id: number; at: Date }[];
  notices: number[];
  ends: number[];
};

/**
 * What has come due at `now`, read with the indexes on (state, next_at), (state, retry_at) and
 * (state, stop_at): rounds to charge, automatic retries, end-of-term notices and terms to end. The daily
 * run sends one job for each.
 */
export async function findDueWork(deps: EngineDeps, now: Date): Promise<DueWork> {
  const db = deps.db;
  const noticeHorizon = addDays(now, deps.config.engine.termNoticeDays);
  const [rounds, retries, notices, ends] = await Promise.all([
    db
      .select({ id: subscs.id, at: subscs.nextAt })
      .from(subscs)
      .where(
        and(
          inArray(subscs.state, [...BILLED_STATES]),
          inArray(subscs.stateReq, [...BILLED_REQS]),
          lte(subscs.nextAt, now),
        ),
      ),
    db
      .select({ id: subscs.id, at: subscs.retryAt })
      .from(subscs)
      .where(and(inArray(subscs.state, [...OWING_STATES]), lte(subscs.retryAt, now))),
    db
      .select({ id: subscs.id })
      .from(subscs)
      .where(
        and(
          inArray(subscs.state, [...BILLED_STATES]),
          isNull(subscs.termNoticeAt),
          lte(subscs.stopAt, noticeHorizon),
        ),
      ),
    db
      .select({ id: subscs.id })
      .from(subscs)
      .where(and(inArray(subscs.state, [...BILLED_STATES]), isNull(subscs.nextAt), lte(subscs.stopAt, now))),
  ]);
  const dated = (rows: { id: number; at: Date | null }[]) =>
    rows.filter((r): r is { id: number; at: Date } => r.at !== null);
  return {
    rounds: dated(rounds),
    retries: dated(retries),
    notices: notices.map((r) => r.id),
    ends: ends.map((r) => r.id),
  };
}

/**
 * Rentals with a final penalty or a loss charge written and not yet sent to the provider (the minutely job
 * charges them).
 */
export async function findPendingPenalties(deps: EngineDeps): Promise<number[]> {
  const db = deps.db;
  const rows = await db
    .select({ id: recordSubscs.subscId })
    .from(recordSubscs)
    .where(
      and(
        inArray(recordSubscs.kind, [...FINAL_CHARGE_KINDS]),
        eq(recordSubscs.state, RECORD_STATE.PENDING),
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentRecords)
            .innerJoin(payments, eq(payments.id, paymentRecords.paymentId))
            .where(and(eq(paymentRecords.recordSubscId, recordSubscs.id), eq(payments.state, STATE.PENDING))),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
