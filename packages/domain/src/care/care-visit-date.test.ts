import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/date';
import {
  careFirstVisitDate,
  careVisitDates,
  careVisitInstant,
  defaultCareVisitDate,
  isCareVisitDateAllowed,
} from './care-visit-date';

const seoul = (date: string) => new Date(`${date}T10:00:00+09:00`);

describe('AS visit dates', () => {
  it('offers the weekdays of the delivery range, three days ahead first', () => {
    // 2024-03-04 is a Monday: Thursday, Friday and (past the weekend) Monday.
    expect(careVisitDates(seoul('2024-03-04'))).toEqual(['2024-03-07', '2024-03-08', '2024-03-11']);
    expect(careVisitDates(seoul('2024-03-03'))).toEqual(['2024-03-06', '2024-03-07', '2024-03-08']);
    expect(defaultCareVisitDate(seoul('2024-03-04'))).toBe('2024-03-07');
  });

  it('never offers a weekend, and allows exactly what it offers', () => {
    for (let day = 0; day < 60; day += 1) {
      const now = new Date(Date.UTC(2024, 0, 1, 3) + day * 86_400_000);
      const dates = careVisitDates(now);
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) {
        expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
        expect(isCareVisitDateAllowed(date, now)).toBe(true);
      }
    }
    const now = seoul('2024-03-04');
    expect(isCareVisitDateAllowed('2024-03-05', now)).toBe(false);
    expect(isCareVisitDateAllowed('2024-03-09', now)).toBe(false);
    expect(isCareVisitDateAllowed('2024-03-12', now)).toBe(false);
    expect(isCareVisitDateAllowed('2024-3-7', now)).toBe(false);
  });

  it('books the first visit three days ahead on the Seoul calendar', () => {
    expect(careFirstVisitDate(seoul('2024-03-04'))).toBe('2024-03-07');
    // 16:00 UTC on the 4th is already the 5th in Seoul.
    expect(careFirstVisitDate(new Date('2024-03-04T16:00:00Z'))).toBe('2024-03-08');
  });

  it('stores a day as its start in Seoul, read back as the same day', () => {
    expect(careVisitInstant('2024-03-07').toISOString()).toBe('2024-03-06T15:00:00.000Z');
    expect(formatDate(careVisitInstant('2024-03-07'))).toBe('2024-03-07');
  });
});
