import { describe, expect, it } from 'vitest';
import { cartPriceLine } from './cart-price-line';
import { monthlyTotal } from './monthly-total';
import { rentalTakeCost } from './rental-take-cost';

describe('cartPriceLine', () => {
  it('splits the monthly price into cost, discount and what is paid each month', () => {
    const price = rentalTakeCost({
      durationMonthlyCost: 32900,
      months: 24,
      options: [{ type: 100, cost: 3000 }],
      discounts: [{ id: 7, type_val: 'RATE', val: 10 }],
    });
    expect(cartPriceLine('a', price)).toEqual({
      local_id: 'a',
      cost: 35900,
      cost_discount: 3590,
      duration_cost: 32310,
    });
  });

  it('has no discount line without a discount, and feeds the monthly total', () => {
    const line = cartPriceLine('b', rentalTakeCost({ durationMonthlyCost: 25905, months: 48, options: [] }));
    expect(line).toEqual({ local_id: 'b', cost: 25910, cost_discount: 0, duration_cost: 25910 });
    expect(
      monthlyTotal([
        { ...line, selected: true },
        { duration_cost: 5, selected: true },
      ]),
    ).toBe(25920);
  });
});
