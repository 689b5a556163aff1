import { describe, expect, it } from 'vitest';
import {
  isAllowedTermMonths,
  MONTHLY_FEE_MAX,
  MONTHLY_FEE_MAX_MESSAGE,
  MONTHLY_FEE_MIN_MESSAGE,
  MONTHLY_FEE_WHOLE_MESSAGE,
  monthlyFeeSchema,
  termTotal,
} from './monthly-fee-admin';

const refusal = (value: unknown) => monthlyFeeSchema.safeParse(value).error?.issues[0]?.message;

describe('monthly fee staff may set', () => {
  it('takes whole won from 1 to the ceiling', () => {
    expect(monthlyFeeSchema.parse(1)).toBe(1);
    expect(monthlyFeeSchema.parse(MONTHLY_FEE_MAX)).toBe(MONTHLY_FEE_MAX);
  });

  it('refuses zero, negatives, fractions, past the ceiling and non-numbers with Korean messages', () => {
    expect(refusal(0)).toBe(MONTHLY_FEE_MIN_MESSAGE);
    expect(refusal(-100)).toBe(MONTHLY_FEE_MIN_MESSAGE);
    expect(refusal(12900.5)).toBe(MONTHLY_FEE_WHOLE_MESSAGE);
    expect(refusal(MONTHLY_FEE_MAX + 1)).toBe(MONTHLY_FEE_MAX_MESSAGE);
    expect(refusal('12900')).toBe(MONTHLY_FEE_WHOLE_MESSAGE);
  });

  it('allows terms of 12 to 48 whole months only', () => {
    expect([12, 24, 36, 48].every(isAllowedTermMonths)).toBe(true);
    expect([0, 6, 11, 49, 60, 12.5].some(isAllowedTermMonths)).toBe(false);
  });

  it('prices the whole term as the monthly fee times the months', () => {
    expect(termTotal(29900, 24)).toBe(717600);
  });
});
