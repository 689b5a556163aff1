export const PUR_ORDER_STATE = {
  BILL_UNPAID: 220,
  BILL_UNPAID_CANCEL: 240,
  BILL_SUCCESS: 640,
} as const;

export type PurOrderState = (typeof PUR_ORDER_STATE)[keyof typeof PUR_ORDER_STATE];
