import { describe, expect, it } from 'vitest';
import {
  overdueDays,
  overdueInterest,
  overdueSettlement,
  unpaidSettlement,
  unpaidTotal,
} from './overdue-interest';

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

  it('skips unpaid records whose date is legacy-zero or unreadable', () => {
    const now = new Date('2024-03-06T01:00:00Z');
    const withBadDates = [
      { content: [{ cost: 1000, created_at: '0000-00-00 00:00:00' }] },
      { content: [{ cost: 1000, created_at: 'not a date' }] },
      ...records,
    ];
    expect(overdueDays(withBadDates, now)).toBe(30);
    expect(overdueDays(withBadDates.slice(0, 2), now)).toBe(0);
    expect(overdueDays([{ content: null }, {}], now)).toBe(0);
  });

  it('counts 0 days for a record dated after now', () => {
    expect(overdueDays(records, new Date('2024-02-01T01:00:00Z'))).toBe(0);
  });

  it('settles unpaid costs with their 1% interest', () => {
    expect(overdueSettlement([39900, 39900, 1000])).toEqual({
      principal: 80800,
      interest: 808,
      total: 81608,
    });
    expect(overdueSettlement([199])).toEqual({ principal: 199, interest: 1, total: 200 });
    expect(overdueSettlement([])).toEqual({ principal: 0, interest: 0, total: 0 });
  });

  it('settles the unpaid records the retry charges: their costs and the 1% of their sum, floored once', () => {
    // 1% of each alone would be 299 + 299 = 598; of the sum it is 599.
    expect(unpaidSettlement([{ cost: 29950 }, { cost: 29950 }])).toEqual({
      principal: 59900,
      interest: 599,
      total: 60499,
    });
    expect(unpaidSettlement([{ cost: 30000 }])).toEqual({ principal: 30000, interest: 300, total: 30300 });
    expect(unpaidSettlement([])).toEqual({ principal: 0, interest: 0, total: 0 });
  });
});
