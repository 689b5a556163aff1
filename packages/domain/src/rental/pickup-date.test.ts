import { describe, expect, it } from 'vitest';
import { isPickupDateAllowed, PICKUP_DATE_MESSAGE, pickupDateRange, seoulDate } from './pickup-date';

// 10:00 on a Seoul day.
const seoul = (date: string) => new Date(`${date}T10:00:00+09:00`);
// Monday 2025-03-10, 14:00 in Seoul.
const now = new Date('2025-03-10T05:00:00Z');

describe('pickup date', () => {
  it('runs from three days ahead to thirty days ahead', () => {
    expect(pickupDateRange(now)).toEqual({ earliest: '2025-03-13', latest: '2025-04-09' });
  });

  it('moves an earliest day on a weekend to Monday', () => {
    // Thursday 2025-03-13 + 3 = Sunday 16th → Monday 17th.
    expect(pickupDateRange(new Date('2025-03-13T05:00:00Z')).earliest).toBe('2025-03-17');
  });

  it('accepts weekdays inside the range only', () => {
    expect(isPickupDateAllowed('2025-03-13', now)).toBe(true);
    expect(isPickupDateAllowed('2025-04-09', now)).toBe(true);
    expect(isPickupDateAllowed('2025-03-12', now)).toBe(false);
    expect(isPickupDateAllowed('2025-04-10', now)).toBe(false);
    expect(isPickupDateAllowed('2025-03-15', now)).toBe(false); // Saturday
    expect(isPickupDateAllowed('2025-02-30', now)).toBe(false);
    expect(isPickupDateAllowed('13/03/2025', now)).toBe(false);
  });

  it('refuses, without throwing, an impossible date that sorts inside the range', () => {
    // '2025-03-32' sorts between 03-31 and 04-01 (a Tuesday it would roll over to).
    expect(isPickupDateAllowed('2025-03-32', now)).toBe(false);
    // Monday 2024-04-15: the range runs to 2024-05-15 and '2024-04-31' would roll over to Wednesday 1 May.
    const april = new Date('2024-04-15T05:00:00Z');
    expect(pickupDateRange(april)).toEqual({ earliest: '2024-04-18', latest: '2024-05-15' });
    expect(isPickupDateAllowed('2024-04-31', april)).toBe(false);
    expect(isPickupDateAllowed('2024-04-30', april)).toBe(true);
    expect(isPickupDateAllowed('2024-05-01', april)).toBe(true);
  });

  it('counts the range from today in Seoul, across the end of February', () => {
    // Tuesday 2024-02-27 at 16:00 UTC is already Wednesday 28 February in Seoul: + 3 days = Saturday
    // 2 March (2024 is a leap year) → Monday 4 March; + 30 days = 29 March.
    expect(pickupDateRange(new Date('2024-02-27T16:00:00Z'))).toEqual({
      earliest: '2024-03-04',
      latest: '2024-03-29',
    });
  });

  it('reads a date as Seoul midnight', () => {
    expect(seoulDate('2025-03-13')?.toISOString()).toBe('2025-03-12T15:00:00.000Z');
    expect(seoulDate('2024-02-29')?.toISOString()).toBe('2024-02-28T15:00:00.000Z');
    expect(seoulDate('2025-13-01')).toBeNull();
    expect(seoulDate('2025-02-29')).toBeNull();
    expect(seoulDate('2024-04-31')).toBeNull();
    expect(seoulDate('0000-00-00')).toBeNull();
    expect(seoulDate('2025-3-13')).toBeNull();
    expect(seoulDate('')).toBeNull();
  });

  it('starts past a public holiday and refuses the holidays inside the range', () => {
    // Monday 2026-09-21: + 3 days is 추석 (24 to 26 September): the earliest is Monday 28.
    expect(pickupDateRange(seoul('2026-09-21')).earliest).toBe('2026-09-28');
    const monday = seoul('2026-09-28');
    expect(isPickupDateAllowed('2026-10-05', monday)).toBe(false); // 개천절's substitute holiday
    expect(isPickupDateAllowed('2026-10-09', monday)).toBe(false); // 한글날
    expect(isPickupDateAllowed('2026-10-06', monday)).toBe(true);
  });

  it('asks the customer to check the date in Korean', () => {
    expect(PICKUP_DATE_MESSAGE).toBe('회수 희망일을 확인해 주세요.');
  });
});
