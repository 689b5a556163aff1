import { describe, expect, it } from 'vitest';
import { overdueDays, overdueInterest, unpaidTotal } from './overdue-interest';

const records = [
  { content: [{ cost: 39900, created_at: '2024-03-05T01:00:00Z' }] },
  {
    content: [
      { cost: 39900, created_at: '2024-02-05T01:00:00Z' },
      { cost: 1000, created_at: '2024-02-20T01:00:00Z' },
    ],
  },
  { content: null },
];

describe('overdue', () => {
  it('charges 1% of the unpaid amount, floored', () => {
    expect(overdueInterest(80800)).toBe(808);
    expect(overdueInterest(199)).toBe(1);
    expect(overdueInterest(0)).toBe(0);
  });

  it('sums every unpaid record', () => {
    expect(unpaidTotal(records)).toBe(80800);
    expect(unpaidTotal([])).toBe(0);
  });

  it('counts days from the first unpaid record to now on the Seoul calendar', () => {
    expect(overdueDays(records, new Date('2024-03-06T01:00:00Z'))).toBe(30);
    // 15:30Z is past midnight in Seoul, so one more day.
    expect(overdueDays(records, new Date('2024-03-06T15:30:00Z'))).toBe(31);
    expect(overdueDays([], new Date())).toBe(0);
  });
});
