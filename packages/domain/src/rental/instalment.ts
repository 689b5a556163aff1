import { subDays } from 'date-fns';
import { roundDueAt } from '../billing/billing-schedule';
import { inSeoul } from '../format/seoul-time';
import { isRentalEnded } from './card-change';
import { orderNumber } from './order-number';

/**
 * The instalments of a rental: a term of `months` months is billed in as many monthly rounds, the first
 * one at checkout (round 1), never more. One rule for the engine's next round, the list's n회차 and the
 * invoice's n/total.
 */

/** The round the engine bills after `billed` rounds of a `months` term, or null once every round is billed. */
export function nextRound(billed: number, months: number): number | null {
  return billed < months ? billed + 1 : null;
}

/**
 * Every round of the term paid: nothing more will be charged, though the term (and the rental) may run on
 * until its stop date.
 */
export function allRoundsPaid(paidCount: number, months: number): boolean {
  return nextRound(paidCount, months) === null;
}

export type RoundOfTotal = { round: number; total: number };

/**
 * Where a rental stands, as "round n of total" (total = the term's months, never one more):
 * - still billed: the round its next charge is for (paid rounds plus one; the first payment is round 1),
 *   the last round once all of them are paid;
 * - ended (terminated, cancelled, term over): the last round it paid, 0 when none.
 */
export function roundOfTotal(rental: { state: number; paidCount: number; months: number }): RoundOfTotal {
  const total = rental.months;
  const paid = Math.min(rental.paidCount, total);
  if (isRentalEnded(rental.state)) return { round: paid, total };
  return { round: nextRound(paid, total) ?? total, total };
}

/** 7/48회차 */
export function roundOfTotalLabel({ round, total }: RoundOfTotal): string {
  return `${round}/${total}회차`;
}

export type RoundPeriod = { from: Date; to: Date };

/**
 * The days round `round` pays for: from its due day to the day before the next round's (Seoul calendar),
 * counted from the rental's start (its installation, or the order while not yet installed), as the
 * engine's due days are.
 */
export function roundPeriod(anchor: Date, round: number): RoundPeriod {
  return {
    from: roundDueAt(anchor, round),
    to: new Date(subDays(roundDueAt(anchor, round + 1), 1, { in: inSeoul }).getTime()),
  };
}

/**
 * 청구서 번호 of a round's invoice: the order number and the round (SD-000123-07), P for a termination's
 * penalty (round 0).
 */
export function invoiceNumber(subscId: number, round: number): string {
  const which = round === 0 ? 'P' : String(round).padStart(2, '0');
  return `${orderNumber(subscId)}-${which}`;
}
