import { CARE_STATE } from '../codes/care-state';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { CARE_CANCEL_FAILED_MESSAGE } from './care-rules';

/** The moves a customer may make on his own AS request (rental-lifecycle.md section 4, care rules). */
const CUSTOMER_MOVES: Partial<Record<number, number>> = {
  // Withdrawing: only a request nobody has picked up yet.
  [CARE_STATE.UNSET_CANCEL]: CARE_STATE.UNSET,
  // The paying step follows a finished repair.
  [CARE_STATE.CHECK_PAYMENT]: CARE_STATE.CHECK_COMPLETE,
  // Confirming the visit (delivery) date follows the payment.
  [CARE_STATE.SET]: CARE_STATE.CHECK_PAYMENT,
};

export const CARE_PAYMENT_FAILED_MESSAGE = 'AS 결제 단계로 진행하지 못했습니다.';
export const CARE_VISIT_FAILED_MESSAGE = '방문일을 확정하지 못했습니다.';
export const CARE_MOVE_FAILED_MESSAGE = '변경할 수 없는 AS 상태입니다.';

/** Whether a customer may move a request from `from` to `to`. */
export function mayMoveCare(from: number, to: number): boolean {
  return CUSTOMER_MOVES[to] === from;
}

/** The Korean message of a refused move, by the state that was asked for. */
export function careMoveRefusal(to: number): string {
  if (to === CARE_STATE.UNSET_CANCEL) return CARE_CANCEL_FAILED_MESSAGE;
  if (to === CARE_STATE.CHECK_PAYMENT) return CARE_PAYMENT_FAILED_MESSAGE;
  if (to === CARE_STATE.SET) return CARE_VISIT_FAILED_MESSAGE;
  return CARE_MOVE_FAILED_MESSAGE;
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
