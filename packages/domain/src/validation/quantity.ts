export const QUANTITY_MIN = 1;
export const QUANTITY_STEP = 1;
export const QUANTITY_DEFAULT = 1;
export const SOLD_OUT_OPTION_MESSAGE = '품절된 옵션입니다.';
export const OUT_OF_STOCK_MESSAGE = '재고가 없습니다.';

/** Keep a typed quantity inside min 1 and the available stock, in whole steps. */
export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY_DEFAULT;
  return Math.max(QUANTITY_MIN, Math.min(Math.floor(quantity), Math.floor(max)));
}

export function isValidQuantity(quantity: number, max: number): boolean {
  return Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= max;
}
