import { STATE } from '@shop/domain/codes/generic-state';

/**
 * What staff gave back of a charge: confirmed by the card company (`refunded`), and asked of it but not
 * confirmed yet (`refunding`), which the views tell apart and never count as refunded.
 */
export type RefundSums = { refunded: number; refunding: number };
export const NO_REFUND: RefundSums = { refunded: 0, refunding: 0 };

/** A charge's refunds as their two sums; a failed refund is in neither. */
export const refundSums = (rows: readonly { state: number; amount: number }[]): RefundSums => ({
  refunded: rows.filter((r) => r.state === STATE.SUCCESS).reduce((sum, r) => sum + r.amount, 0),
  refunding: rows.filter((r) => r.state === STATE.PENDING).reduce((sum, r) => sum + r.amount, 0),
});
