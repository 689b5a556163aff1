import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_COST_MAX_MESSAGE,
  DISCOUNT_MIN_MESSAGE,
  DISCOUNT_PERIOD_MESSAGE,
  DISCOUNT_RATE_MAX_MESSAGE,
  DISCOUNT_WHOLE_MESSAGE,
  discountProblem,
} from './discount-admin';

describe('a discount staff may set', () => {
  it('takes a rate up to 90 % and an amount below the lowest monthly fee', () => {
    expect(discountProblem({ type_val: 'RATE', val: 90 }, 10000)).toBeNull();
    expect(discountProblem({ type_val: 'COST', val: 9999 }, 10000)).toBeNull();
    expect(discountProblem({ type_val: 'COST', val: 3000 }, null)).toBeNull();
  });

  it('refuses nothing-off, fractions, a rate past 90 %, an amount that eats the fee, a backwards period', () => {
    expect(discountProblem({ type_val: 'RATE', val: 0 }, 10000)).toBe(DISCOUNT_MIN_MESSAGE);
    expect(discountProblem({ type_val: 'COST', val: 10.5 }, 10000)).toBe(DISCOUNT_WHOLE_MESSAGE);
    expect(discountProblem({ type_val: 'RATE', val: 91 }, 10000)).toBe(DISCOUNT_RATE_MAX_MESSAGE);
    expect(discountProblem({ type_val: 'COST', val: 10000 }, 10000)).toBe(DISCOUNT_COST_MAX_MESSAGE);
    expect(
      discountProblem(
        { type_val: 'RATE', val: 10, start_at: '2026-05-01T00:00:00Z', stop_at: '2026-04-01T00:00:00Z' },
        10000,
      ),
    ).toBe(DISCOUNT_PERIOD_MESSAGE);
  });
});
