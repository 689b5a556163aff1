import { SUBSC_STATE } from '../codes/subsc-state';

/** The server's refusal of a card change on a rental that is no longer billed. */
export const CARD_CHANGE_ENDED_MESSAGE =
  '종료된 렌탈은 결제 카드를 변경할 수 없습니다. 남은 결제가 없어 카드가 더 이상 사용되지 않습니다.';

/** States in which a rental is still billed: ordered and waiting for its installation, running, paused. */
const BILLED_STATES: readonly number[] = [SUBSC_STATE.INIT_APPLY, SUBSC_STATE.ENABLE, SUBSC_STATE.PAUSE];

/**
 * A rental that is over: terminated, cancelled (before or after it started), lost, sent to collection, or
 * at the end of its term. Its card is never charged for another round.
 */
export function isRentalEnded(state: number): boolean {
  return !BILLED_STATES.includes(state);
}

/**
 * 카드 변경: while the rental is billed, and on an ended one only while something is still unpaid (a
 * termination's penalty the card declined is paid by the retry, with the card the customer picks).
 */
export function mayChangeCard(state: number, unpaidCount: number): boolean {
  return !isRentalEnded(state) || unpaidCount > 0;
}
