import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SET_CANCEL_PENALTY, terminationPenalty } from './termination-penalty';

// Midnight in Seoul on 2024-01-01; a 12-month term ends 2025-01-01, 366 days later (leap year).
const start = new Date('2024-01-01T00:00:00+09:00');
const seoul = (date: string) => new Date(`${date}T10:00:00+09:00`);

describe('terminationPenalty', () => {
  it('is 0 when the pickup is within 7 days of the start, unpaid included', () => {
    const penalty = terminationPenalty({
      monthly: 30000,
      startAt: start,
      months: 12,
      pickupAt: seoul('2024-01-08'),
      unpaid: 5000,
    });
    expect(penalty).toEqual({
      total: 0,
      earlyTermination: 0,
      unpaid: 0,
      defaultInterest: 0,
      installPickupFee: 0,
    });
  });

  it('charges 15% of the monthly bill per remaining 30 days, plus unpaid, from day 8', () => {
    const penalty = terminationPenalty({
      monthly: 30000,
      startAt: start,
      months: 12,
      pickupAt: seoul('2024-01-09'),
      unpaid: 12345,
    });
    // 30000 × (366 − 8) / 30 × 0.15 = 53700
    expect(penalty).toEqual({
      total: 66045,
      earlyTermination: 53700,
      unpaid: 12345,
      defaultInterest: 0,
      installPickupFee: 0,
    });
  });

  it('floors to whole won', () => {
    const penalty = terminationPenalty({
      monthly: 29990,
      startAt: start,
      months: 12,
      pickupAt: seoul('2024-02-10'),
      unpaid: 0,
    });
    // 29990 × 326 / 30 × 0.15 = 48883.7
    expect(penalty.total).toBe(48883);
  });

  it('counts days on the Seoul calendar', () => {
    // 2024-01-08T16:00Z is already 2024-01-09 in Seoul: day 8, so not free.
    const penalty = terminationPenalty({
      monthly: 30000,
      startAt: start,
      months: 12,
      pickupAt: new Date('2024-01-08T16:00:00Z'),
      unpaid: 0,
    });
    expect(penalty.earlyTermination).toBe(53700);
  });

  it('ends a term started on a leap day on 28 February, on the Seoul calendar', () => {
    // 05:00 on 29 February in Seoul is still 28 February in UTC (and in Los Angeles): 12 months on from
    // the Seoul date is 2025-02-28 (365 days), from the UTC date it would wrongly be 1 March (366 days).
    const penalty = terminationPenalty({
      monthly: 30000,
      startAt: new Date('2024-02-29T05:00:00+09:00'),
      months: 12,
      pickupAt: seoul('2024-03-10'),
      unpaid: 0,
    });
    // 30000 × (365 − 10) / 30 × 0.15 = 53250
    expect(penalty.earlyTermination).toBe(53250);
  });

  it('ends a one-month term started on 31 January on the last day of February', () => {
    // 05:00 on 31 January in Seoul is 30 January in UTC: 2024-01-31 → 2024-02-29 is 29 days.
    const penalty = terminationPenalty({
      monthly: 30000,
      startAt: new Date('2024-01-31T05:00:00+09:00'),
      months: 1,
      pickupAt: seoul('2024-02-10'),
      unpaid: 0,
    });
    // 30000 × (29 − 10) / 30 × 0.15 = 2850
    expect(penalty.earlyTermination).toBe(2850);
  });

  it('charges only unpaid after the term has run out', () => {
    const penalty = terminationPenalty({
      monthly: 30000,
      startAt: start,
      months: 12,
      pickupAt: seoul('2025-03-01'),
      unpaid: 700,
    });
    expect(penalty.total).toBe(700);
  });

  it('is never negative and always whole won', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(12, 24, 36, 48),
        fc.integer({ min: -30, max: 2000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (monthly, months, days, unpaid) => {
          const pickupAt = new Date(start.getTime() + days * 86_400_000);
          const { total } = terminationPenalty({ monthly, startAt: start, months, pickupAt, unpaid });
          expect(total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(total)).toBe(true);
        },
      ),
    );
  });

  it('keeps the set-cancel penalty at 0', () => {
    expect(SET_CANCEL_PENALTY).toBe(0);
  });
});
