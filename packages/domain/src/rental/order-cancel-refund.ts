import { RECORD_STATE } from '../codes/record-state';

/** What a rental owes or paid, as far as ending its order is concerned. */
export type RefundableRecord = { state: number; cost: number; paymentId: number | null };

/**
 * Ending an order before it starts (a cancel, a refusal, a failed payment) gives back each paid record
 * that a charge paid and that cost something: the first instalment, usually.
 */
export function isRefundedOnOrderEnd(record: RefundableRecord): boolean {
  return record.state === RECORD_STATE.PAID && record.paymentId !== null && record.cost > 0;
}

/** The amount an order cancel gives back: the sum of the records it refunds, in won. */
export function orderCancelRefund(records: readonly RefundableRecord[]): number {
  return records.filter(isRefundedOnOrderEnd).reduce((sum, record) => sum + record.cost, 0);
}
