import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import type { SubscStates } from './gates';

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
