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
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(100000)).toBe('100,000');
    expect(formatNumber(-1234567.5)).toBe('-1,234,568');
  });

  it('writes every whole number as ko-KR does', () => {
    const koKr = new Intl.NumberFormat('ko-KR');
    for (const n of [0, 7, 12, 123, 1234, 12345, 123456, 1234567, 9876543210, -5, -1000, -987654]) {
      expect(formatNumber(n)).toBe(koKr.format(n));
    }
  });
});
