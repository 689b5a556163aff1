import { STATE } from './generic-state';

export const PAYMENT_STATE = {
  BILL_AUTH_FAIL: -620,
  BILL_AUTH_SUCCESS: 620,
  BILL_SUCCESS: 640,
  BILL_FAIL: -640,
} as const;

export type PaymentState = (typeof PAYMENT_STATE)[keyof typeof PAYMENT_STATE];

/** A payment's state in Korean: a card registration or a charge, and a charge still being asked. */
export const PAYMENT_STATE_LABEL: Record<number, string> = {
  [PAYMENT_STATE.BILL_AUTH_SUCCESS]: '카드 등록 완료',
  [PAYMENT_STATE.BILL_AUTH_FAIL]: '카드 등록 실패',
  [PAYMENT_STATE.BILL_SUCCESS]: '결제 완료',
  [PAYMENT_STATE.BILL_FAIL]: '결제 실패',
  [STATE.PENDING]: '결제 진행중',
};

/** A payment's state as the customer reads it; a state with no label of its own is a charge still being asked. */
export const paymentStateTitle = (state: number): string =>
  PAYMENT_STATE_LABEL[state] ?? PAYMENT_STATE_LABEL[STATE.PENDING]!;
