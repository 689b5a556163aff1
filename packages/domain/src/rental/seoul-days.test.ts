import { describe, expect, it } from 'vitest';
import { seoulDaysBetween } from './seoul-days';

const seoul = (text: string) => new Date(`${text}+09:00`);

describe('seoulDaysBetween: whole days on the Seoul calendar', () => {
  it('counts 0 within one Seoul day, though UTC and Los Angeles see a date change', () => {
    // 00:30 Seoul is the day before in UTC and in Los Angeles; 23:30 is the same day there.
    expect(seoulDaysBetween(seoul('2026-01-01T00:30:00'), seoul('2026-01-01T23:30:00'))).toBe(0);
  });

  it('counts 1 across Seoul midnight, however few minutes apart', () => {
    expect(seoulDaysBetween(seoul('2026-01-31T23:59:00'), seoul('2026-02-01T00:01:00'))).toBe(1);
  });

  it('counts across a leap day and backwards', () => {
    expect(seoulDaysBetween(seoul('2024-02-28T12:00:00'), seoul('2024-03-01T12:00:00'))).toBe(2);
    expect(seoulDaysBetween(seoul('2024-03-01T12:00:00'), seoul('2024-02-28T12:00:00'))).toBe(-2);
  });
});
