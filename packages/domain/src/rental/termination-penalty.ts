import { addMonths } from 'date-fns';
import { inSeoul } from '../format/seoul-time';
import { seoulDaysBetween } from './seoul-days';

/** Days after the start within which a pickup costs nothing. */
export const FREE_TERMINATION_DAYS = 7;
/** 15 percent, kept as a whole percentage so the arithmetic stays exact in integer won. */
export const PENALTY_RATE_PERCENT = 15;
/** Cancelling an order before it starts (set-cancel) costs nothing. */
export const SET_CANCEL_PENALTY = 0;

export type PenaltyInput = {
  /** Monthly bill amount in won. */
  monthly: number;
  startAt: Date;
  months: number;
  pickupAt: Date;
  /** Unpaid amount in won. */
  unpaid: number;
};

export type Penalty = {
  total: number;
  earlyTermination: number;
  unpaid: number;
  /** Shown as 0 by the documents. */
  defaultInterest: 0;
  /** Shown as 0 by the documents. */
  installPickupFee: 0;
};

/**
 * 0 when the pickup falls within 7 days of the start; otherwise
 * monthly × ((total days − days to pickup) / 30) × 0.15 + unpaid, floored to whole won.
 * Days are Seoul calendar days; total days run from the start to the end of the term.
 */
export function terminationPenalty(input: PenaltyInput): Penalty {
  const daysToPickup = seoulDaysBetween(input.startAt, input.pickupAt);
  if (daysToPickup <= FREE_TERMINATION_DAYS) {
    return { total: 0, earlyTermination: 0, unpaid: 0, defaultInterest: 0, installPickupFee: 0 };
  }
  const totalDays = seoulDaysBetween(input.startAt, addMonths(input.startAt, input.months, { in: inSeoul }));
  const remainingDays = Math.max(0, totalDays - daysToPickup);
  const earlyTermination = Math.floor((input.monthly * remainingDays * PENALTY_RATE_PERCENT) / (30 * 100));
  const unpaid = Math.max(0, Math.floor(input.unpaid));
  return {
    total: earlyTermination + unpaid,
    earlyTermination,
    unpaid,
    defaultInterest: 0,
    installPickupFee: 0,
  };
}
