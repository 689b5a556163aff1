import { addDays, addMinutes, addMonths, startOfDay, subDays } from 'date-fns';
import { inSeoul } from '../format/seoul-time';

/** Days after a failed round's due day on which the engine retries by itself (configurable on the server). */
export const AUTO_RETRY_DAYS: readonly number[] = [1, 3, 5];
/** The customer is told this many days before the term ends. */
export const TERM_NOTICE_DAYS = 30;

const plain = (date: Date) => new Date(date.getTime());

/** 00:00 of the Seoul day an instant falls on. */
export function seoulDayStart(at: Date): Date {
  return plain(startOfDay(at, { in: inSeoul }));
}

/**
 * The Seoul day on which round `round` of a rental that started at `startAt` is due: the start's day of
 * the month, or the month's last day when that month is shorter (Jan 31 → Feb 28/29 → Mar 31). Counted
 * from the start every time, never from the previous round, so a short month does not pull the rest.
 */
export function roundDueAt(startAt: Date, round: number): Date {
  return seoulDayStart(addMonths(startAt, round - 1, { in: inSeoul }));
}

/** The Seoul day a term of `months` that started at `startAt` ends (billing stops; the last round is before). */
export function termStopAt(startAt: Date, months: number): Date {
  return seoulDayStart(addMonths(startAt, months, { in: inSeoul }));
}

/** The first round is paid at checkout; the second falls due a month after it. */
export function secondRoundDueAt(paidAt: Date): Date {
  return roundDueAt(paidAt, 2);
}

/**
 * The next automatic retry after a round that fell due on `failedDueAt` went unpaid, once `attemptsMade`
 * retries have been made: D + retryDays[attemptsMade] (Seoul days), or null when none is left.
 */
export function autoRetryAt(
  failedDueAt: Date,
  attemptsMade: number,
  retryDays: readonly number[] = AUTO_RETRY_DAYS,
): Date | null {
  const days = retryDays[attemptsMade];
  return days === undefined ? null : seoulDayStart(addDays(failedDueAt, days, { in: inSeoul }));
}

/** When the end-of-term notice is due: `days` Seoul days before the stop date. */
export function termNoticeAt(stopAt: Date, days: number = TERM_NOTICE_DAYS): Date {
  return seoulDayStart(subDays(stopAt, days, { in: inSeoul }));
}

/** A scheduled moment has come (an empty one never does). */
export function isDue(at: Date | null | undefined, now: Date): boolean {
  return at != null && at.getTime() <= now.getTime();
}

/** Refunds the provider did not confirm are asked again after 1, 5, 15 and 60 minutes, then hourly. */
export const REFUND_RETRY_MINUTES: readonly number[] = [1, 5, 15, 60];

/** When to ask the provider again about a refund after `attemptsMade` (one or more) unconfirmed attempts. */
export function refundRetryAt(attemptsMade: number, now: Date): Date {
  const step = Math.min(Math.max(attemptsMade, 1), REFUND_RETRY_MINUTES.length) - 1;
  return addMinutes(now, REFUND_RETRY_MINUTES[step]!);
}
