import { SHIP_STATE } from '../codes/ship-state';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { formatDate } from '../format/date';
import { isRentalEnded } from './card-change';
import type { SubscStates } from './gates';
import { allRoundsPaid } from './instalment';

export const CONTRACT_NOT_STARTED_MESSAGE = '아직 계약이 시작되지 않았습니다.';
export const CONTRACT_NOT_UPLOADED_MESSAGE = '계약서가 아직 등록되지 않았습니다.';
export const COLLECTION_REASON_MESSAGE = '3개월 이상 미납되어 채권추심 기관으로 이관되었습니다.';

const FINAL_TERMINATION_STATES: readonly number[] = [
  SUBSC_STATE.CANCEL,
  SUBSC_STATE.CANCEL_COLLECT,
  SUBSC_STATE.CANCEL_LOSS,
];

export function hasOverdue(unpaidCount: number): boolean {
  return unpaidCount > 0;
}

export function isHighlighted({ state_req }: SubscStates, unpaidCount: number): boolean {
  return state_req === SUBSC_STATE_REQ.CANCEL || hasOverdue(unpaidCount);
}

export function showsFinalTermination({ state }: SubscStates): boolean {
  return FINAL_TERMINATION_STATES.includes(state);
}

export function showsCollection({ state }: SubscStates): boolean {
  return state === SUBSC_STATE.CANCEL_COLLECT;
}

// The documents give two orderings (the contract list and the numeric values); both put every state
// after ENABLE in that list at or above ENABLE, so a numeric comparison answers for either.
export function isContractAvailable({ state }: SubscStates): boolean {
  return state >= SUBSC_STATE.ENABLE;
}

/** The AS request button (non-live environments only, which is the app's check). */
export function mayRequestCare({ state_req }: SubscStates, enabledCareCount: number): boolean {
  return enabledCareCount === 0 && state_req === SUBSC_STATE_REQ.SET_COMPLETE;
}

/** What the payment section says of the next charge, beside the round (다음 청구 or 마지막 청구 n/total회차). */
export type PaymentSchedule = { nextPayment: string; roundTitle: '다음 청구' | '마지막 청구' };

export const ENDED_NEXT_PAYMENT = '없음 (종료된 렌탈)';
/** Every round of the term paid while the term runs on: nothing more will be charged (the 알림톡's 없음(결제 완료)). */
export const ALL_PAID_NEXT_PAYMENT = '없음 (결제 완료)';

/**
 * The payment section's next charge: none on an ended rental, none once every round is paid (the term may
 * still run a month), else the next billing day (미정 while not known).
 */
export function paymentSchedule(rental: {
  state: number;
  paidCount: number;
  months: number;
  next_at: string | null;
}): PaymentSchedule {
  if (isRentalEnded(rental.state)) return { nextPayment: ENDED_NEXT_PAYMENT, roundTitle: '마지막 청구' };
  if (allRoundsPaid(rental.paidCount, rental.months)) {
    return { nextPayment: ALL_PAID_NEXT_PAYMENT, roundTitle: '마지막 청구' };
  }
  return { nextPayment: formatDate(rental.next_at), roundTitle: '다음 청구' };
}

const PICKUP_BOOKED = '회수 예정';

/** A pickup's state as the customer reads it beside its day. */
export const PICKUP_STATE_LABEL: Readonly<Record<number, string>> = {
  [SHIP_STATE.NONE]: PICKUP_BOOKED,
  [SHIP_STATE.RESERVATION]: PICKUP_BOOKED,
  [SHIP_STATE.PROGRESS]: '회수 중',
  [SHIP_STATE.DONE]: '회수 완료',
  [SHIP_STATE.CANCEL]: '회수 취소',
};

export type PickupView = { stateLabel: string; dateTitle: '회수일' | '회수 예정일'; date: string };

/** A rental's pickup on its detail: its state, and the day it was done or is booked for. */
export function pickupView(ship: { state: number; spot_out_at: string | null }): PickupView {
  return {
    stateLabel: PICKUP_STATE_LABEL[ship.state] ?? PICKUP_BOOKED,
    dateTitle: ship.state === SHIP_STATE.DONE ? '회수일' : '회수 예정일',
    date: formatDate(ship.spot_out_at),
  };
}
