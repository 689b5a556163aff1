import { STATE } from './generic-state';
import { PUR_ORDER_STATE } from './pur-order-state';

/**
 * States of what a rental owes (record_subscs: a monthly round or a final penalty). Paid and unpaid use
 * the purchase-order bill codes the documents give (640, 220, 240); being charged is the generic PENDING
 * and refunded is ours, the provide type of a subscription bill refund (320): see
 * docs/decisions/004-unstated-code-values.md.
 */
export const RECORD_STATE = {
  PENDING: STATE.PENDING,
  UNPAID: PUR_ORDER_STATE.BILL_UNPAID,
  WRITTEN_OFF: PUR_ORDER_STATE.BILL_UNPAID_CANCEL,
  PAID: PUR_ORDER_STATE.BILL_SUCCESS,
  REFUNDED: 320,
} as const;

export type RecordState = (typeof RECORD_STATE)[keyof typeof RECORD_STATE];

export const RECORD_STATE_LABEL: Record<RecordState, string> = {
  [RECORD_STATE.PENDING]: '결제 진행중',
  [RECORD_STATE.UNPAID]: '미납',
  [RECORD_STATE.WRITTEN_OFF]: '청구 취소',
  [RECORD_STATE.PAID]: '결제 완료',
  [RECORD_STATE.REFUNDED]: '환불 완료',
};
