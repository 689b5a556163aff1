import { describe, expect, it } from 'vitest';
import { floorCost, formatNumber, formatWon } from './money';

describe('money display', () => {
  it('floors costs to whole won', () => {
    expect(floorCost(12345.99)).toBe(12345);
    expect(floorCost(-0.5)).toBe(-1);
    expect(floorCost(null)).toBe(0);
    expect(floorCost(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('groups digits the ko-KR way, with and without 원', () => {
    expect(formatWon(12345.6)).toBe('12,345원');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(undefined)).toBe('0원');
    expect(formatNumber(999)).toBe('999');
  });
});
