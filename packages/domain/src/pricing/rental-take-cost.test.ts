import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROD_OPT_TYPE } from '../codes/prod-opt-type';
import { rentalTakeCost } from './rental-take-cost';

const { COLOR, DURATION, GRADE } = PROD_OPT_TYPE;

describe('rentalTakeCost', () => {
  it('adds option costs and only the highest colour to the duration cost, per month', () => {
    const cost = rentalTakeCost({
      durationMonthlyCost: 29900,
      months: 24,
      options: [
        { type: COLOR, cost: 1000 },
        { type: COLOR, cost: 3000 },
        { type: GRADE, cost: 5000 },
        { type: DURATION, cost: 99999 },
      ],
    });
    expect(cost).toEqual({ monthly: 37900, months: 24, total: 37900 * 24, discount: null });
  });

  it('rounds the monthly price to tens before multiplying', () => {
    const cost = rentalTakeCost({ durationMonthlyCost: 12345, months: 12, options: [] });
    expect(cost.monthly).toBe(12350);
    expect(cost.total).toBe(12350 * 12);
  });

  it('charges a monthly price in tens after a percent discount', () => {
    const cost = rentalTakeCost({
      durationMonthlyCost: 41900,
      months: 12,
      options: [],
      discounts: [{ id: 9, type_val: 'RATE', val: 7 }],
    });
    // 7% of 41,900 is 2,933: 38,967 is charged as 38,970, so the saving shown is 2,930.
    expect(cost.discount).toEqual({ id: 9, val: 2930 });
    expect(cost.total).toBe(38970 * 12);
  });

  it('takes the discount off every month', () => {
    const cost = rentalTakeCost({
      durationMonthlyCost: 30000,
      months: 36,
      options: [{ type: COLOR, cost: 0 }],
      discounts: [{ id: 4, type_val: 'RATE', val: 10 }],
    });
    expect(cost.discount).toEqual({ id: 4, val: 3000 });
    expect(cost.total).toBe(27000 * 36);
  });

  it('never totals below zero and keeps the monthly price a multiple of 10', () => {
    const option = fc.record({
      type: fc.constantFrom(COLOR, DURATION, GRADE),
      cost: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom(12, 24, 36, 48),
        fc.array(option),
        (durationMonthlyCost, months, options) => {
          const cost = rentalTakeCost({ durationMonthlyCost, months, options });
          expect(cost.monthly % 10).toBe(0);
          expect(cost.total).toBeGreaterThanOrEqual(0);
          expect(cost.total).toBe(cost.monthly * months);
        },
      ),
    );
  });
});
