import { describe, expect, it } from 'vitest';
import { EMPTY_DATE_LABEL, formatDate, formatDateKo, formatDateTime, formatTime } from './date';

describe('date display in Asia/Seoul', () => {
  it('shows a late UTC evening as the next day in Seoul', () => {
    const instant = '2024-02-29T15:30:00Z';
    expect(formatDate(instant)).toBe('2024-03-01');
    expect(formatDateKo(instant)).toBe('2024년 03월 01일');
    expect(formatTime(instant)).toBe('00:30');
    expect(formatDateTime(instant)).toBe('2024-03-01 00:30');
  });

  it('reads a timestamp without an offset as UTC', () => {
    expect(formatDateTime('2024-12-31 20:05:00')).toBe('2025-01-01 05:05');
    expect(formatDateTime('2024-12-31T20:05')).toBe('2025-01-01 05:05');
  });

  it('accepts Date objects, epoch milliseconds and explicit offsets', () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 0, 0)))).toBe('2024-01-01 09:00');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 14, 59))).toBe('2024-01-01 23:59');
    expect(formatDateTime('2024-01-01T09:00:00+09:00')).toBe('2024-01-01 09:00');
  });

  it('shows 미정 for empty, invalid and legacy zero dates', () => {
    expect(EMPTY_DATE_LABEL).toBe('미정');
    for (const value of [
      null,
      undefined,
      '',
      'not a date',
      '0000-00-00 00:00:00',
      '0000-00-00',
      Number.NaN,
    ]) {
      expect(formatDate(value)).toBe('미정');
      expect(formatTime(value)).toBe('미정');
    }
  });
});
