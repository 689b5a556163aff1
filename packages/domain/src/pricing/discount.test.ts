import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, type Discount } from './discount';

describe('applyDiscount', () => {
  it('applies only the last discount of the list', () => {
    const discounts: Discount[] = [
      { id: 1, type_val: 'RATE', val: 50 },
      { id: 2, type_val: 'COST', val: 3000 },
    ];
    expect(applyDiscount(39900, discounts)).toEqual({ id: 2, val: 3000 });
  });

  it('takes a percent of the cost for RATE, floored', () => {
    expect(applyDiscount(39990, [{ id: 7, type_val: 'RATE', val: 10 }])).toEqual({ id: 7, val: 3999 });
    expect(applyDiscount(999, [{ id: 7, type_val: 'RATE', val: 15 }])).toEqual({ id: 7, val: 149 });
  });

  it('never takes more than the cost nor gives a negative amount', () => {
    expect(applyDiscount(1000, [{ id: 1, type_val: 'COST', val: 5000 }])).toEqual({ id: 1, val: 1000 });
    expect(applyDiscount(1000, [{ id: 1, type_val: 'RATE', val: 150 }])).toEqual({ id: 1, val: 1000 });
    expect(applyDiscount(1000, [{ id: 1, type_val: 'COST', val: -50 }])).toEqual({ id: 1, val: 0 });
    expect(applyDiscount(-10, [{ id: 1, type_val: 'COST', val: 5 }])).toEqual({ id: 1, val: 0 });
  });

  it('gives null without discounts', () => {
    expect(applyDiscount(1000, [])).toBeNull();
    expect(applyDiscount(1000, null)).toBeNull();
  });

  it('always lands between 0 and the cost, in whole won', () => {
    const discount = fc.record({
      id: fc.nat(),
      type_val: fc.constantFrom('COST' as const, 'RATE' as const),
      val: fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(discount, { minLength: 1 }),
        (cost, list) => {
          const applied = applyDiscount(cost, list);
          expect(applied?.id).toBe(list.at(-1)?.id);
          expect(applied?.val).toBeGreaterThanOrEqual(0);
          expect(applied?.val).toBeLessThanOrEqual(cost);
          expect(Number.isInteger(applied?.val)).toBe(true);
        },
      ),
    );
  });
});
