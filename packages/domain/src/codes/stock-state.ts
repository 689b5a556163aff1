export const STOCK_STATE = {
  DISABLE: -100,
  ENABLE: 100,
  BROKEN: 200,
  SCRAP: 300,
  LOST: 400,
  CARE: 500,
} as const;

export type StockState = (typeof STOCK_STATE)[keyof typeof STOCK_STATE];
