import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { isPublicHoliday, isWorkingDay, msToNextSeoulDay, nextWorkingDay, seoulDay } from './seoul-day';
import { SEOUL_TIME_ZONE } from './seoul-time';

const day = (text: string) => seoulDay(text)!;

describe('seoulDay', () => {
  it('reads a yyyy-MM-dd as that midnight in Seoul', () => {
    expect(day('2025-03-13').toISOString()).toBe('2025-03-13T00:00:00.000+09:00');
    expect(day('2024-02-29').getTime()).toBe(Date.parse('2024-02-28T15:00:00Z'));
    expect(day('2025-03-13').timeZone).toBe(SEOUL_TIME_ZONE);
  });

  it('answers null for what is no real date or not that form', () => {
    for (const text of [
      '2025-02-29',
      '2024-04-31',
      '2025-13-01',
      '0000-00-00',
      '2025-3-13',
      '13/03/2025',
      '',
    ])
      expect(seoulDay(text)).toBeNull();
  });
});

describe('working days', () => {
  const seoul = (y: number, m: number, d: number) => new TZDate(y, m - 1, d, SEOUL_TIME_ZONE);
  const next = (y: number, m: number, d: number) => format(nextWorkingDay(seoul(y, m, d)), 'yyyy-MM-dd');

  it('keep a weekday and move a Saturday or Sunday to Monday', () => {
    expect(next(2025, 3, 12)).toBe('2025-03-12'); // Wednesday
    expect(next(2025, 3, 15)).toBe('2025-03-17'); // Saturday
    expect(next(2025, 3, 16)).toBe('2025-03-17'); // Sunday
  });

  it('skip public holidays, substitute holidays and the weekend around them', () => {
    // 추석 is Thursday 24 to Saturday 26 September 2026: the next working day is Monday 28.
    expect(next(2026, 9, 24)).toBe('2026-09-28');
    // Saturday 14 February 2026, then Sunday and 설날 (16 to 18): Thursday 19.
    expect(next(2026, 2, 14)).toBe('2026-02-19');
    // 3ㆍ1절 fell on a Sunday: Monday 2 March 2026 is its substitute holiday.
    expect(isPublicHoliday(seoul(2026, 3, 2))).toBe(true);
    expect(isPublicHoliday(seoul(2026, 3, 3))).toBe(false);
    expect(next(2026, 3, 2)).toBe('2026-03-03');
    // Christmas on a Friday is a day off; the Thursday before is not.
    expect(isWorkingDay(seoul(2026, 12, 25))).toBe(false);
    expect(isWorkingDay(seoul(2026, 12, 24))).toBe(true);
    // Read on the Seoul calendar: 1 January in Seoul, still 31 December in UTC.
    expect(isPublicHoliday(new TZDate(Date.parse('2026-12-31T15:00:00Z'), SEOUL_TIME_ZONE))).toBe(true);
  });
});

describe('msToNextSeoulDay', () => {
  it('counts to the next midnight in Seoul, not in UTC or the machine zone', () => {
    // 2026-03-01 23:30 in Seoul is 14:30 UTC: half an hour left of the Seoul day.
    expect(msToNextSeoulDay(Date.UTC(2026, 2, 1, 14, 30))).toBe(30 * 60_000);
    // 15:00 UTC is midnight in Seoul exactly: a whole day until the next one.
    expect(msToNextSeoulDay(Date.UTC(2026, 2, 1, 15, 0))).toBe(24 * 3_600_000);
    expect(msToNextSeoulDay(Date.UTC(2026, 2, 1, 15, 0, 0, 1))).toBe(24 * 3_600_000 - 1);
  });
});
