export const PAYMENT_STATE = {
  BILL_AUTH_FAIL: -620,
  BILL_AUTH_SUCCESS: 620,
  BILL_SUCCESS: 640,
  BILL_FAIL: -640,
} as const;

export type PaymentState = (typeof PAYMENT_STATE)[keyof typeof PAYMENT_STATE];
