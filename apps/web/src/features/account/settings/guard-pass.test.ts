import { describe, expect, it } from 'vitest';
import { GUARD_PASS_MS, guardPassValue, guardStillPassed } from './guard-pass';

describe('settings guard pass', () => {
  it('holds for the same user for ten minutes', () => {
    const value = guardPassValue('7', 1_000);
    expect(guardStillPassed(value, '7', 1_000 + GUARD_PASS_MS - 1)).toBe(true);
    expect(guardStillPassed(value, '7', 1_000 + GUARD_PASS_MS)).toBe(false);
    expect(guardStillPassed(value, '8', 2_000)).toBe(false);
    expect(guardStillPassed(null, '7', 2_000)).toBe(false);
    expect(guardStillPassed('7:soon', '7', 2_000)).toBe(false);
  });
});
