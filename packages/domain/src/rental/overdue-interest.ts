import { toInstant } from '../format/seoul-time';
import { seoulDaysBetween } from './seoul-days';

export const OVERDUE_INTEREST_RATE = 0.01;

export type UnpaidRecord = { content?: readonly { cost: number; created_at: string | Date }[] | null };

/** 1 percent of the unpaid amount, floored to whole won. */
export function overdueInterest(unpaid: number): number {
  return Math.max(0, Math.floor(unpaid * OVERDUE_INTEREST_RATE));
}

export function unpaidTotal(records: readonly UnpaidRecord[]): number {
  return records.flatMap((record) => record.content ?? []).reduce((sum, item) => sum + item.cost, 0);
}

/** Days from the first unpaid record to now (Seoul calendar), 0 when nothing is unpaid. */
export function overdueDays(records: readonly UnpaidRecord[], now: Date): number {
  const times = records
    .flatMap(
      (record) =>
        // Stryker disable next-line ArrayDeclaration: equivalent, a placeholder item has no created_at so the filter drops it
        record.content ?? [],
    )
    .map((item) => toInstant(item.created_at)?.getTime())
    .filter((time): time is number => time !== undefined);
  if (times.length === 0) return 0;
  return Math.max(0, seoulDaysBetween(new Date(Math.min(...times)), now));
}

export type Settlement = { principal: number; interest: number; total: number };

/** What settling unpaid records costs: their sum plus the 1 percent interest, in whole won. */
export function overdueSettlement(costs: readonly number[]): Settlement {
  const principal = costs.reduce((sum, cost) => sum + cost, 0);
  const interest = overdueInterest(principal);
  return { principal, interest, total: principal + interest };
}

/**
 * What the overdue retry charges for a rental's unpaid records (rounds and a penalty): the one figure the
 * overdue section shows and the server's retry (the customer's and the engine's) takes.
 */
export function unpaidSettlement(records: readonly { cost: number }[]): Settlement {
  return overdueSettlement(records.map((record) => record.cost));
}
