import { CARE_STATE } from '../codes/care-state';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import {
  CARE_MOVE_FAILED_MESSAGE,
  CARE_TRANSITIONS,
  CUSTOMER_CARE_MOVE_BY_TARGET,
  moveCare,
} from './care-machine';

/** Whether a customer may move his own request from `from` to `to` (PATCH cares/{id} {state}). */
export function mayMoveCare(from: number, to: number): boolean {
  const name = CUSTOMER_CARE_MOVE_BY_TARGET[to];
  return name !== undefined && moveCare(name, { state: from }, 'customer').ok;
}

/** The Korean message of a refused customer move, by the state that was asked for. */
export function careMoveRefusal(to: number): string {
  const name = CUSTOMER_CARE_MOVE_BY_TARGET[to];
  return name ? CARE_TRANSITIONS[name].refusal : CARE_MOVE_FAILED_MESSAGE;
}

/** A request still being handled: neither withdrawn nor finished. */
export function isCareOpen(state: number): boolean {
  return state !== CARE_STATE.UNSET_CANCEL && state !== CARE_STATE.DONE;
}

export const CARE_NOT_ALLOWED_MESSAGE = 'AS를 신청할 수 없는 상품입니다.';

/**
 * A product may get a new AS request when its rental is installed and running (ENABLE with SET_COMPLETE,
 * the same condition as the AS button) and the product has no request still open.
 */
export function mayFileCare(
  rental: { state: number; state_req: number },
  productHasOpenCare: boolean,
): boolean {
  return (
    rental.state === SUBSC_STATE.ENABLE &&
    rental.state_req === SUBSC_STATE_REQ.SET_COMPLETE &&
    !productHasOpenCare
  );
}
