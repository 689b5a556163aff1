import type { RentalFees } from './types';

// Total paid over the term relative to the purchase cost: a longer term costs more in total but less a month.
const TOTAL_FACTOR = { 12: 1.12, 24: 1.22, 36: 1.32, 48: 1.42 } as const;

/** A shop price point ending in 900 won (29,900), never below 900. */
function pricePoint(won: number): number {
  return Math.max(900, Math.round((won - 900) / 1000) * 1000 + 900);
}

/** Monthly rental fees for 12/24/36/48 months from the purchase cost. */
export function rentalFees(cost: number): RentalFees {
  return {
    12: pricePoint((cost * TOTAL_FACTOR[12]) / 12),
    24: pricePoint((cost * TOTAL_FACTOR[24]) / 24),
    36: pricePoint((cost * TOTAL_FACTOR[36]) / 36),
    48: pricePoint((cost * TOTAL_FACTOR[48]) / 48),
  };
}
