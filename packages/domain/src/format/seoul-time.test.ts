import { describe, expect, it } from 'vitest';
import { toInstant } from './seoul-time';

// These hold in any host zone; CI runs them in UTC and in America/Los_Angeles, where a timestamp read as
// local time instead of UTC lands 7 or 8 hours off.
describe('toInstant: the instant a stored value stands for', () => {
  it('answers null for no date: null, undefined, empty or blank text, the legacy zero date, nonsense', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      '0000-00-00',
      '0000-00-00 00:00:00',
      '2024-13-01',
      'x',
    ]) {
      expect(toInstant(value), String(value)).toBeNull();
    }
    expect(toInstant(Number.NaN)).toBeNull();
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });

  it('reads a timestamp without an offset as UTC, with or without seconds and fractions', () => {
    expect(toInstant('2024-12-31 20:05')).toEqual(new Date(Date.UTC(2024, 11, 31, 20, 5)));
    expect(toInstant('2024-12-31 20:05:09')).toEqual(new Date(Date.UTC(2024, 11, 31, 20, 5, 9)));
    expect(toInstant('2024-12-31T20:05:09.250')).toEqual(new Date(Date.UTC(2024, 11, 31, 20, 5, 9, 250)));
  });

  it('ignores blanks around the text', () => {
    expect(toInstant('  2024-02-29 15:30:00 \n')).toEqual(new Date(Date.UTC(2024, 1, 29, 15, 30)));
  });

  it('keeps an explicit offset or Z as written', () => {
    expect(toInstant('2024-03-01T00:30:00+09:00')).toEqual(new Date(Date.UTC(2024, 1, 29, 15, 30)));
    expect(toInstant('2024-03-01T00:30:00Z')).toEqual(new Date(Date.UTC(2024, 2, 1, 0, 30)));
  });

  it('takes Date objects and epoch milliseconds as they are', () => {
    const at = new Date(Date.UTC(2026, 10, 25, 12));
    expect(toInstant(at)).toEqual(at);
    expect(toInstant(at.getTime())).toEqual(at);
    expect(toInstant(0)).toEqual(new Date(0));
  });
});
