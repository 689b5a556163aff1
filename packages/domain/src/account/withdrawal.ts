import { isRentalEnded } from '../rental/card-change';

/** The refusal of a withdrawal while a rental contract runs (서비스 이용약관 제5조). */
export const WITHDRAW_RENTALS_MESSAGE =
  '진행 중인 렌탈 계약이 있어 탈퇴할 수 없습니다. 계약이 끝나고 남은 결제를 마친 뒤 탈퇴해 주세요.';

/**
 * Withdrawal waits for the customer's rentals, as the terms of service say: none still billed (ordered,
 * running, paused) and nothing left unpaid on an ended one. Erasing the account earlier would leave a
 * product in the home, a card billed and nobody to reach.
 */
export function mayWithdraw(rentals: readonly { state: number; unpaid: number }[]): boolean {
  return rentals.every((r) => isRentalEnded(r.state) && r.unpaid === 0);
}
