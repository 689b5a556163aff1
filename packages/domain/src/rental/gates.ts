import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';

export const TERMINATION_NOT_ALLOWED_MESSAGE = '해지 신청을 시작할 수 없습니다.';

export type SubscStates = { state: number; state_req: number };

const ORDER_CANCELLABLE_REQS: readonly number[] = [
  SUBSC_STATE_REQ.INIT_APPLY_INIT,
  SUBSC_STATE_REQ.SET_ASSIGN,
  SUBSC_STATE_REQ.SET_PROGRESS,
];

export const CANCEL_IN_PROGRESS_REQS: readonly number[] = [
  SUBSC_STATE_REQ.CANCEL,
  SUBSC_STATE_REQ.CANCEL_ASSIGN,
  SUBSC_STATE_REQ.CANCEL_PROGRESS,
  SUBSC_STATE_REQ.CANCEL_CHECK,
];

/** 주문 취소: an order not yet started, up to delivery. */
export function mayCancelOrder({ state, state_req }: SubscStates): boolean {
  return state === SUBSC_STATE.INIT_APPLY && ORDER_CANCELLABLE_REQS.includes(state_req);
}

/** 렌탈 해지: an installed, running rental. */
export function mayTerminate({ state, state_req }: SubscStates): boolean {
  return state === SUBSC_STATE.ENABLE && state_req === SUBSC_STATE_REQ.SET_COMPLETE;
}

/** A running rental whose termination is under way; its penalty is still being calculated. */
export function isCancelInProgress({ state, state_req }: SubscStates): boolean {
  return state === SUBSC_STATE.ENABLE && CANCEL_IN_PROGRESS_REQS.includes(state_req);
}
