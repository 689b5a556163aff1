import { DISCOUNT_TYPE_VAL, type DiscountTypeVal } from '../codes/discount-type';

/**
 * A product's discount as staff set it: a fixed amount off each month (COST) or a percentage (RATE). The
 * storefront applies the last enabled one (pricing/discount.ts); these bounds keep it a discount, never a
 * gift: a rate up to 90 %, an amount below the product's lowest monthly fee.
 */
export const DISCOUNT_RATE_MAX = 90;

export const DISCOUNT_WHOLE_MESSAGE = '할인 값은 정수로 입력해 주세요.';
export const DISCOUNT_MIN_MESSAGE = '할인 값은 0보다 커야 합니다.';
export const DISCOUNT_RATE_MAX_MESSAGE = `할인율은 ${DISCOUNT_RATE_MAX}% 이하로 입력해 주세요.`;
export const DISCOUNT_COST_MAX_MESSAGE = '할인 금액은 이 상품의 가장 낮은 월 렌탈료보다 작아야 합니다.';
export const DISCOUNT_PERIOD_MESSAGE = '할인 종료일은 시작일보다 뒤여야 합니다.';

/** Why this discount cannot be set on a product whose lowest monthly fee is `lowestFee`, or null. */
export function discountProblem(
  discount: { type_val: DiscountTypeVal; val: number; start_at?: string | null; stop_at?: string | null },
  lowestFee: number | null,
): string | null {
  if (!Number.isInteger(discount.val)) return DISCOUNT_WHOLE_MESSAGE;
  if (discount.val <= 0) return DISCOUNT_MIN_MESSAGE;
  if (discount.type_val === DISCOUNT_TYPE_VAL.RATE && discount.val > DISCOUNT_RATE_MAX) {
    return DISCOUNT_RATE_MAX_MESSAGE;
  }
  if (discount.type_val === DISCOUNT_TYPE_VAL.COST && lowestFee !== null && discount.val >= lowestFee) {
    return DISCOUNT_COST_MAX_MESSAGE;
  }
  if (
    // Stryker disable next-line ConditionalExpression,LogicalOperator: Date.parse of a missing date is NaN and NaN <= x is false, so the presence check changes no result
    discount.start_at &&
    discount.stop_at &&
    Date.parse(discount.stop_at) <= Date.parse(discount.start_at)
  ) {
    return DISCOUNT_PERIOD_MESSAGE;
  }
  return null;
}
