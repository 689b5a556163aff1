import { describe, expect, it } from 'vitest';
import { decideSend, isNightInSeoul, nightEndsAt } from './quiet-hours';

// Seoul is UTC+9 all year: 21:00 Seoul is 12:00 UTC, 08:00 Seoul is 23:00 UTC the day before.
const seoul = (text: string) => new Date(`${text}+09:00`);

describe('quiet hours for advertising (21:00-08:00 Seoul)', () => {
  it('starts at 21:00 and ends at 08:00 Seoul time, whatever the host zone', () => {
    expect(isNightInSeoul(seoul('2026-11-25T20:59:59'))).toBe(false);
    expect(isNightInSeoul(seoul('2026-11-25T21:00:00'))).toBe(true);
    expect(isNightInSeoul(seoul('2026-11-26T00:30:00'))).toBe(true);
    expect(isNightInSeoul(seoul('2026-11-26T07:59:59'))).toBe(true);
    expect(isNightInSeoul(seoul('2026-11-26T08:00:00'))).toBe(false);
  });

  it('holds a night-time message until the next 08:00, across a month and a year end', () => {
    expect(nightEndsAt(seoul('2026-11-25T23:10:00'))).toEqual(seoul('2026-11-26T08:00:00'));
    expect(nightEndsAt(seoul('2026-11-26T03:00:00'))).toEqual(seoul('2026-11-26T08:00:00'));
    expect(nightEndsAt(seoul('2026-12-31T21:00:00'))).toEqual(seoul('2027-01-01T08:00:00'));
    expect(nightEndsAt(seoul('2028-02-28T22:00:00'))).toEqual(seoul('2028-02-29T08:00:00'));
    expect(nightEndsAt(seoul('2026-11-25T23:10:00')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });

  it('sends transactional messages at any hour, without any consent', () => {
    const none = { advertising: false, night: false };
    expect(decideSend('transactional', none, seoul('2026-11-25T23:00:00'))).toEqual({ send: 'now' });
  });

  it('refuses advertising without consent, day or night', () => {
    const none = { advertising: false, night: true };
    expect(decideSend('advertising', none, seoul('2026-11-25T12:00:00'))).toEqual({
      send: 'never',
      reason: 'no-advertising-consent',
    });
  });

  it('sends advertising by day with consent; at night only with the night consent too', () => {
    const day = { advertising: true, night: false };
    expect(decideSend('advertising', day, seoul('2026-11-25T12:00:00'))).toEqual({ send: 'now' });
    expect(decideSend('advertising', day, seoul('2026-11-25T21:30:00'))).toEqual({
      send: 'later',
      at: seoul('2026-11-26T08:00:00'),
    });
    const night = { advertising: true, night: true };
    expect(decideSend('advertising', night, seoul('2026-11-25T21:30:00'))).toEqual({ send: 'now' });
  });
});
