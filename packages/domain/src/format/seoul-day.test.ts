import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { nextWeekday, seoulDay } from './seoul-day';
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

describe('nextWeekday', () => {
  const seoul = (y: number, m: number, d: number) => new TZDate(y, m - 1, d, SEOUL_TIME_ZONE);
  it('keeps a weekday and moves a Saturday or Sunday to Monday', () => {
    expect(format(nextWeekday(seoul(2025, 3, 12)), 'yyyy-MM-dd')).toBe('2025-03-12'); // Wednesday
    expect(format(nextWeekday(seoul(2025, 3, 15)), 'yyyy-MM-dd')).toBe('2025-03-17'); // Saturday
    expect(format(nextWeekday(seoul(2025, 3, 16)), 'yyyy-MM-dd')).toBe('2025-03-17'); // Sunday
  });
});
