import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { CANCEL_IN_PROGRESS_REQS } from './gates';
import { allRoundsPaid, roundOfTotal } from './instalment';
import { RETURN_STEP_REQS } from './pickup-under-way';

export const RENTAL_LABEL = {
  NEW: '신규',
  ASSIGNING_INSTALLER: '설치기사 배정중',
  PREPARING: '상품준비중',
  SHIPPING: '배송중',
  INIT_CANCELLED: '취소종료',
  CANCEL_REQUESTED: '해지요청',
  UNPAID: '미납중',
  RENTING: '렌탈중',
  CANCELLED: '해지종료',
  COLLECTED: '추심종료',
  ENDED: '렌탈종료',
  /** Ours: an ended term whose units are still to be fetched (the return pickup booked, under way or checked). */
  RETURNING: '회수중',
  /** Ours: a rental-take rental whose product became the customer's at the end of the term. */
  TAKEN_OVER: '인수완료',
} as const;

export type RentalListEntry = {
  state: number;
  state_req: number;
  start_at?: string | Date | null;
  /** record_subscs_unpaid_ctr */
  unpaidCount: number;
  /** Payments made so far; the first payment is round 1. */
  paidCount: number;
  /** The term in months: as many rounds, never more. */
  months: number;
};

/**
 * The next billing round with the Korean ordinal suffix (1회차, 2회차, …, the last round once all are paid):
 * the round of the invoice's n/total (instalment.ts). The list shows 렌탈중 instead once all are paid.
 */
export function billingRound(paidCount: number, months: number): string {
  return `${roundOfTotal({ state: SUBSC_STATE.ENABLE, paidCount, months }).round}회차`;
}

/** The title of an entry in my rentals list (rental-lifecycle.md section 4). */
export function rentalListLabel(entry: RentalListEntry): string {
  const { state, state_req } = entry;
  switch (state) {
    case SUBSC_STATE.INIT_APPLY:
      if (state_req === SUBSC_STATE_REQ.INIT_APPLY_INIT) {
        return entry.start_at ? RENTAL_LABEL.ASSIGNING_INSTALLER : RENTAL_LABEL.NEW;
      }
      if (state_req === SUBSC_STATE_REQ.SET_ASSIGN) return RENTAL_LABEL.PREPARING;
      if (state_req === SUBSC_STATE_REQ.SET_PROGRESS) return RENTAL_LABEL.SHIPPING;
      return RENTAL_LABEL.NEW;
    case SUBSC_STATE.ENABLE:
      if (CANCEL_IN_PROGRESS_REQS.includes(state_req)) return RENTAL_LABEL.CANCEL_REQUESTED;
      if (entry.unpaidCount > 0) return RENTAL_LABEL.UNPAID;
      // Every round paid, the term not over yet: nothing more is billed, so no n회차 to wait for.
      if (allRoundsPaid(entry.paidCount, entry.months)) return RENTAL_LABEL.RENTING;
      return billingRound(entry.paidCount, entry.months);
    case SUBSC_STATE.PAUSE:
      return RENTAL_LABEL.UNPAID;
    case SUBSC_STATE.CANCEL:
    case SUBSC_STATE.CANCEL_LOSS:
      return RENTAL_LABEL.CANCELLED;
    case SUBSC_STATE.CANCEL_COLLECT:
      return RENTAL_LABEL.COLLECTED;
    case SUBSC_STATE.TERMINATE:
      if (state_req === SUBSC_STATE_REQ.TERMINATE) return RENTAL_LABEL.TAKEN_OVER;
      return RETURN_STEP_REQS.includes(state_req) ? RENTAL_LABEL.RETURNING : RENTAL_LABEL.ENDED;
    default:
      // INIT_CANCEL, INIT_FAIL, INIT_REJECT and ABNORMAL all ended before the rental began.
      return RENTAL_LABEL.INIT_CANCELLED;
  }
}

/** Ours, staff only: a rental ended because its unit was lost (a loss charge, no pickup). */
export const STAFF_LOST_LABEL = '분실해지';

/**
 * The console's label of a rental: the customer's list label, except that a rental ended by a lost unit says
 * so (the customer's list gives it the ordinary 해지종료: the documents name no label for it, but staff must
 * tell it from a termination whose unit came back), and a termination's pickup says its step.
 */
export function rentalStaffLabel(entry: RentalListEntry): string {
  if (entry.state === SUBSC_STATE.CANCEL_LOSS) return STAFF_LOST_LABEL;
  const pickupStep = entry.state === SUBSC_STATE.ENABLE ? STAFF_PICKUP_STEP[entry.state_req] : undefined;
  return pickupStep ? `${RENTAL_LABEL.CANCEL_REQUESTED} · ${pickupStep}` : rentalListLabel(entry);
}

/** How far a termination's pickup has gone, which staff follow and the customer's label does not say. */
const STAFF_PICKUP_STEP: Readonly<Record<number, string>> = {
  [SUBSC_STATE_REQ.CANCEL_ASSIGN]: '회수 배정',
  [SUBSC_STATE_REQ.CANCEL_PROGRESS]: '회수 중',
  [SUBSC_STATE_REQ.CANCEL_CHECK]: '회수 점검',
};
