export const CART_STATE = {
  DISABLE: -100,
  ENABLE: 100,
} as const;

export type CartState = (typeof CART_STATE)[keyof typeof CART_STATE];
