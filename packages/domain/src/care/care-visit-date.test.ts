import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/date';
import {
  CARE_VISIT_DATE_INVALID_MESSAGE,
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

  it('counts the Seoul day: 15:00 UTC is already tomorrow in Seoul, 14:59 is not', () => {
    // 2024-03-04 23:59 in Seoul (Monday): Thursday, Friday, Monday.
    expect(careVisitDates(new Date('2024-03-04T14:59:00Z'))).toEqual([
      '2024-03-07',
      '2024-03-08',
      '2024-03-11',
    ]);
    // 2024-03-05 00:00 in Seoul (Tuesday): Friday, then the range ends on Sunday, moved to Monday.
    expect(careVisitDates(new Date('2024-03-04T15:00:00Z'))).toEqual(['2024-03-08', '2024-03-11']);
  });

  it('starts on Monday when three days ahead is a weekend', () => {
    // Wednesday 2024-03-06: Saturday 9th moves to Monday 11th, the range ends on Wednesday 13th.
    expect(careVisitDates(seoul('2024-03-06'))).toEqual(['2024-03-11', '2024-03-12', '2024-03-13']);
    // Thursday 2024-03-07: Sunday 10th moves to Monday 11th.
    expect(careVisitDates(seoul('2024-03-07'))).toEqual(['2024-03-11', '2024-03-12', '2024-03-13']);
    expect(defaultCareVisitDate(seoul('2024-03-06'))).toBe('2024-03-11');
  });

  it('crosses a leap day, a month end and a year end', () => {
    // Monday 2024-02-26: Thursday 29 February, then Monday 4 March (Friday 1 March is 3ㆍ1절).
    expect(careVisitDates(seoul('2024-02-26'))).toEqual(['2024-02-29', '2024-03-04']);
    expect(isCareVisitDateAllowed('2024-03-01', seoul('2024-02-26'))).toBe(false);
    expect(isCareVisitDateAllowed('2024-02-29', seoul('2024-02-26'))).toBe(true);
    // 2023 has no 29 February: the day is never a valid choice.
    expect(isCareVisitDateAllowed('2023-02-29', seoul('2023-02-24'))).toBe(false);
    // Saturday 2024-12-28: Tuesday 31 December to Thursday 2 January, without New Year's Day.
    expect(careVisitDates(seoul('2024-12-28'))).toEqual(['2024-12-31', '2025-01-02']);
  });

  it('books the first visit exactly three days ahead, across a leap day and a year end', () => {
    expect(careFirstVisitDate(seoul('2024-02-26'))).toBe('2024-02-29');
    // Three days after Sunday 2023-02-26 is 3ㆍ1절: the visit is the day after.
    expect(careFirstVisitDate(seoul('2023-02-26'))).toBe('2023-03-02');
    // 2024-12-28 15:00 UTC is already the 29th in Seoul: New Year's Day moves to the 2nd.
    expect(careFirstVisitDate(new Date('2024-12-28T14:59:00Z'))).toBe('2024-12-31');
    expect(careFirstVisitDate(new Date('2024-12-28T15:00:00Z'))).toBe('2025-01-02');
  });

  it('never books the first visit on a weekend or a public holiday, and it is the first day offered', () => {
    // Wednesday 2027-12-01: three days ahead is Saturday the 4th; the visit is Monday the 6th.
    expect(careFirstVisitDate(seoul('2027-12-01'))).toBe('2027-12-06');
    // Thursday 2027-12-02: Sunday the 5th moves to Monday the 6th.
    expect(careFirstVisitDate(seoul('2027-12-02'))).toBe('2027-12-06');
    // Tuesday 2026-12-22: Christmas (Friday) moves to Monday the 28th.
    expect(careFirstVisitDate(seoul('2026-12-22'))).toBe('2026-12-28');
    for (let day = 0; day < 60; day += 1) {
      const now = new Date(Date.UTC(2027, 10, 1, 3) + day * 86_400_000);
      const first = careFirstVisitDate(now);
      expect([0, 6]).not.toContain(new Date(`${first}T00:00:00Z`).getUTCDay());
      expect(first).toBe(careVisitDates(now)[0]);
    }
  });

  it('stores a month’s first day as the previous day 15:00 UTC', () => {
    expect(careVisitInstant('2024-03-01').toISOString()).toBe('2024-02-29T15:00:00.000Z');
    expect(careVisitInstant('2025-01-01').toISOString()).toBe('2024-12-31T15:00:00.000Z');
  });

  it('refuses any other day in Korean', () => {
    expect(CARE_VISIT_DATE_INVALID_MESSAGE).toBe('선택할 수 없는 방문일입니다. 다시 선택해 주세요.');
  });
});
