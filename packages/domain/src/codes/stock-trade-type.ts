export const STOCK_TRADE_TYPE = {
  NONE: 2,
  SELL: 200,
  RENTAL_TAKE: 400,
  MULTI: 600,
} as const;

export type StockTradeType = (typeof STOCK_TRADE_TYPE)[keyof typeof STOCK_TRADE_TYPE];
