/** COST subtracts a fixed amount in won; RATE subtracts a percent of the cost. */
export const DISCOUNT_TYPE_VAL = {
  COST: 'COST',
  RATE: 'RATE',
} as const;

export type DiscountTypeVal = (typeof DISCOUNT_TYPE_VAL)[keyof typeof DISCOUNT_TYPE_VAL];
