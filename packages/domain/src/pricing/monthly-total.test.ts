import { describe, expect, it } from 'vitest';
import { monthlyTotal } from './monthly-total';

describe('monthlyTotal', () => {
  it('sums the selected lines and rounds to the nearest 10 won', () => {
    expect(
      monthlyTotal([
        { selected: true, duration_cost: 29903 },
        { selected: false, duration_cost: 50000 },
        { selected: true, duration_cost: 10004 },
      ]),
    ).toBe(39910);
  });

  it('is 0 for an empty or unselected cart', () => {
    expect(monthlyTotal([])).toBe(0);
    expect(monthlyTotal([{ selected: false, duration_cost: 100 }])).toBe(0);
  });
});
