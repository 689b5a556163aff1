import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToTens } from './round-to-tens';

describe('roundToTens', () => {
  it('rounds to the nearest 10 won, halves up', () => {
    expect(roundToTens(12344)).toBe(12340);
    expect(roundToTens(12345)).toBe(12350);
    expect(roundToTens(12349.9)).toBe(12350);
    expect(roundToTens(0)).toBe(0);
    expect(Object.is(roundToTens(-4), 0)).toBe(true);
  });

  it('always gives a multiple of 10 within 5 won of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (won) => {
        const rounded = roundToTens(won);
        expect(rounded % 10 === 0).toBe(true);
        expect(Math.abs(rounded - won)).toBeLessThanOrEqual(5);
      }),
    );
  });
});
