import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_UNDER_A_YEAR_LABEL, membershipPeriodLabel, membershipYears } from './membership-period';

const now = new Date('2025-06-15T03:00:00Z');

describe('membership period', () => {
  it('counts whole years since sign-up', () => {
    expect(membershipYears('2023-06-15T03:00:00Z', now)).toBe(2);
    expect(membershipYears('2023-06-16T03:00:00Z', now)).toBe(1);
    expect(membershipPeriodLabel('2021-01-01T00:00:00Z', now)).toBe('4년');
    expect(membershipPeriodLabel('2024-06-15T03:00:00Z', now)).toBe('1년');
  });

  it('reads 1년 이하 under a year, for a future or unreadable date too', () => {
    expect(membershipPeriodLabel('2025-01-01T00:00:00Z', now)).toBe(MEMBERSHIP_UNDER_A_YEAR_LABEL);
    expect(membershipPeriodLabel('2026-01-01T00:00:00Z', now)).toBe('1년 이하');
    expect(membershipPeriodLabel('not a date', now)).toBe('1년 이하');
  });
});
