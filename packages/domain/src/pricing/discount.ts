import { DISCOUNT_TYPE_VAL, type DiscountTypeVal } from '../codes/discount-type';

export type Discount = { id: number; type_val: DiscountTypeVal; val: number };
export type AppliedDiscount = { id: number; val: number };

/**
 * The discount on `cost`: only the last discount of the list applies. COST takes `val` won off, RATE takes
 * `val` percent of the cost. The amount is whole won, never negative and never more than the cost.
 */
export function applyDiscount(
  cost: number,
  discounts: readonly Discount[] | null | undefined,
): AppliedDiscount | null {
  const last = discounts?.at(-1);
  if (!last) return null;
  const raw = last.type_val === DISCOUNT_TYPE_VAL.RATE ? (cost * last.val) / 100 : last.val;
  const ceiling = Math.max(0, Math.floor(cost));
  const val = Number.isFinite(raw) ? Math.min(ceiling, Math.max(0, Math.floor(raw))) : 0;
  return { id: last.id, val };
}
