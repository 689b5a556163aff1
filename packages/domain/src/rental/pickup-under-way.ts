import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import type { SubscStates } from './gates';
import { seoulDaysBetween } from './seoul-days';

const R = SUBSC_STATE_REQ;

/**
 * The return pickup's steps (an ended term's, or a rental's in collection): booked, a driver assigned, on
 * the way, the units back and being checked. UNSET_COMPLETE closes it.
 */
export const RETURN_STEP_REQS: readonly number[] = [R.UNSET, R.UNSET_ASSIGN, R.UNSET_PROGRESS, R.UNSET_CHECK];

/** A termination's pickup once staff took it on (CANCEL itself is the request still waiting for them). */
export const TERMINATION_PICKUP_REQS: readonly number[] = [
  R.CANCEL_ASSIGN,
  R.CANCEL_PROGRESS,
  R.CANCEL_CHECK,
];

/**
 * Each rental state with the request states in which its units are being fetched: a pickup booked and not
 * yet closed, whatever started it (a termination, the end of the term, collection). One list for the
 * console's dashboard count and its rentals group, both read as conditions on the rental row.
 */
export const PICKUP_UNDER_WAY: readonly { state: number; reqs: readonly number[] }[] = [
  { state: SUBSC_STATE.ENABLE, reqs: TERMINATION_PICKUP_REQS },
  { state: SUBSC_STATE.TERMINATE, reqs: RETURN_STEP_REQS },
  { state: SUBSC_STATE.CANCEL_COLLECT, reqs: RETURN_STEP_REQS },
];

/** The rental's units are still to be fetched (or checked) by a pickup under way. */
export function isPickupUnderWay({ state, state_req }: SubscStates): boolean {
  return PICKUP_UNDER_WAY.some((p) => p.state === state && p.reqs.includes(state_req));
}

/** What the console adds to a rental whose pickup is under way past its booked day. */
export const PICKUP_LATE_LABEL = '회수 지연';

/**
 * A pickup under way is late once its booked day (a Seoul calendar day) has passed with the units not yet
 * fetched: the day itself still counts as on time.
 */
export const isPickupLate = (bookedAt: Date | null, now: Date): boolean =>
  bookedAt !== null && seoulDaysBetween(bookedAt, now) > 0;
