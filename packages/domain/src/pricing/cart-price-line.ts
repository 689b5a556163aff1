import type { RentalTakeCost } from './rental-take-cost';

/**
 * One cart item's price line (storefront-and-account.md section 3): `cost` is the monthly price before the
 * discount, `cost_discount` the monthly discount and `duration_cost` what is paid each month of the chosen
 * duration, the figure the cart's monthly total adds up.
 */
export type CartPriceLine = { local_id: string; duration_cost: number; cost_discount: number; cost: number };

export function cartPriceLine(localId: string, price: RentalTakeCost): CartPriceLine {
  const discount = price.discount?.val ?? 0;
  return {
    local_id: localId,
    duration_cost: price.monthly - discount,
    cost_discount: discount,
    cost: price.monthly,
  };
}
