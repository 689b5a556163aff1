export const STOCK_REQUEST_QTY_MIN = 0;
export const STOCK_REQUEST_QTY_MAX = 5;
export const STOCK_REQUEST_QTY_HOLD = 10;
