import { describe, expect, it } from 'vitest';
import {
  autoRetryAt,
  isDue,
  refundRetryAt,
  roundDueAt,
  secondRoundDueAt,
  seoulDayStart,
  termNoticeAt,
  termStopAt,
} from './billing-schedule';

// 00:00 Seoul is 15:00 UTC the day before.
const seoulMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);

describe('billing schedule', () => {
  it('counts rounds on the Seoul calendar from the start: Jan 31 → Feb 28/29 → Mar 31', () => {
    const start = new Date('2025-01-31T05:00:00+09:00');
    expect(roundDueAt(start, 1)).toEqual(seoulMidnight('2025-01-31'));
    expect(roundDueAt(start, 2)).toEqual(seoulMidnight('2025-02-28'));
    expect(roundDueAt(start, 3)).toEqual(seoulMidnight('2025-03-31'));
    expect(roundDueAt(start, 4)).toEqual(seoulMidnight('2025-04-30'));
    expect(roundDueAt(new Date('2024-01-31T12:00:00+09:00'), 2)).toEqual(seoulMidnight('2024-02-29'));
  });

  it('reads an instant late on a UTC day as the next Seoul day', () => {
    // 2025-03-31 20:00 UTC is 1 April 05:00 in Seoul.
    const start = new Date('2025-03-31T20:00:00Z');
    expect(seoulDayStart(start)).toEqual(seoulMidnight('2025-04-01'));
    expect(roundDueAt(start, 2)).toEqual(seoulMidnight('2025-05-01'));
  });

  it('ends a term after as many months as it has, and tells 30 days before', () => {
    const start = new Date('2024-02-29T10:00:00+09:00');
    expect(termStopAt(start, 12)).toEqual(seoulMidnight('2025-02-28'));
    expect(termStopAt(start, 48)).toEqual(seoulMidnight('2028-02-29'));
    expect(termNoticeAt(seoulMidnight('2025-03-15'))).toEqual(seoulMidnight('2025-02-13'));
    expect(termNoticeAt(seoulMidnight('2025-03-15'), 7)).toEqual(seoulMidnight('2025-03-08'));
  });

  it('falls the second round due a month after the checkout', () => {
    expect(secondRoundDueAt(new Date('2025-12-31T23:30:00+09:00'))).toEqual(seoulMidnight('2026-01-31'));
  });

  it('retries on D+1, D+3 and D+5 after the failed due day, then stops', () => {
    const due = seoulMidnight('2025-02-27');
    expect(autoRetryAt(due, 0)).toEqual(seoulMidnight('2025-02-28'));
    expect(autoRetryAt(due, 1)).toEqual(seoulMidnight('2025-03-02'));
    expect(autoRetryAt(due, 2)).toEqual(seoulMidnight('2025-03-04'));
    expect(autoRetryAt(due, 3)).toBeNull();
    expect(autoRetryAt(due, 0, [2])).toEqual(seoulMidnight('2025-03-01'));
    expect(autoRetryAt(due, 1, [2])).toBeNull();
  });

  it('is due at the moment and after, never before, and never when empty', () => {
    const at = seoulMidnight('2025-05-01');
    expect(isDue(at, new Date(at.getTime() - 1))).toBe(false);
    expect(isDue(at, at)).toBe(true);
    expect(isDue(null, at)).toBe(false);
  });

  it('asks again about an unconfirmed refund after 1, 5, 15, 60 minutes, then hourly', () => {
    const now = new Date('2025-05-01T00:00:00Z');
    const minutes = [1, 2, 3, 4, 9].map((n) => (refundRetryAt(n, now).getTime() - now.getTime()) / 60_000);
    expect(minutes).toEqual([1, 5, 15, 60, 60]);
  });
});
