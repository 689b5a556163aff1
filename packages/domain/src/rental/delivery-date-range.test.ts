import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryDateRange, isDeliveryDateAllowed } from './delivery-date-range';

const seoul = (date: string) => new Date(`${date}T10:00:00+09:00`);

describe('deliveryDateRange', () => {
  it('starts three days ahead and ends two days later on weekdays', () => {
    // 2024-03-04 is a Monday.
    expect(deliveryDateRange(seoul('2024-03-03'))).toEqual({ earliest: '2024-03-06', latest: '2024-03-08' });
    expect(deliveryDateRange(seoul('2024-03-04'))).toEqual({ earliest: '2024-03-07', latest: '2024-03-11' });
  });

  it('moves a weekend earliest date to Monday', () => {
    expect(deliveryDateRange(seoul('2024-03-06'))).toEqual({ earliest: '2024-03-11', latest: '2024-03-13' });
    expect(deliveryDateRange(seoul('2024-03-07'))).toEqual({ earliest: '2024-03-11', latest: '2024-03-13' });
    expect(deliveryDateRange(seoul('2024-03-08'))).toEqual({ earliest: '2024-03-11', latest: '2024-03-13' });
  });

  it('moves a weekend second date to Monday', () => {
    expect(deliveryDateRange(seoul('2024-03-05'))).toEqual({ earliest: '2024-03-08', latest: '2024-03-11' });
  });

  it('counts from today in Seoul, not in UTC', () => {
    // Tuesday 16:00 UTC is already Wednesday in Seoul.
    expect(deliveryDateRange(new Date('2024-03-05T16:00:00Z')).earliest).toBe('2024-03-11');
  });

  it('never starts on a weekend nor ends on a Saturday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 86_399 }), (day, second) => {
        const now = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000 + second * 1000);
        const { earliest, latest } = deliveryDateRange(now);
        const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
        expect([0, 6]).not.toContain(weekday(earliest));
        expect(weekday(latest)).not.toBe(6);
        expect(latest > earliest).toBe(true);
      }),
    );
  });
});

describe('isDeliveryDateAllowed', () => {
  it('accepts weekdays inside the range only', () => {
    const now = seoul('2024-03-07');
    expect(isDeliveryDateAllowed('2024-03-11', now)).toBe(true);
    expect(isDeliveryDateAllowed('2024-03-13', now)).toBe(true);
    expect(isDeliveryDateAllowed('2024-03-08', now)).toBe(false);
    expect(isDeliveryDateAllowed('2024-03-14', now)).toBe(false);
    expect(isDeliveryDateAllowed('2024-02-30', now)).toBe(false);
    expect(isDeliveryDateAllowed('13 March', now)).toBe(false);
  });

  it('refuses, without throwing, an impossible date that sorts inside the range', () => {
    // Friday 2025-03-28: 2025-03-31 to 2025-04-02. '2025-03-32' would roll over to Tuesday 1 April.
    const march = seoul('2025-03-28');
    expect(deliveryDateRange(march)).toEqual({ earliest: '2025-03-31', latest: '2025-04-02' });
    expect(isDeliveryDateAllowed('2025-03-32', march)).toBe(false);
    expect(isDeliveryDateAllowed('2025-03-31', march)).toBe(true);
    expect(isDeliveryDateAllowed('2025-04-01', march)).toBe(true);
    // Friday 2024-04-26: 2024-04-29 to 2024-05-01. '2024-04-31' would roll over to Wednesday 1 May.
    const april = seoul('2024-04-26');
    expect(deliveryDateRange(april)).toEqual({ earliest: '2024-04-29', latest: '2024-05-01' });
    expect(isDeliveryDateAllowed('2024-04-31', april)).toBe(false);
    expect(isDeliveryDateAllowed('2024-05-01', april)).toBe(true);
  });

  it('refuses the legacy zero date and unreadable text', () => {
    const now = seoul('2024-03-07');
    expect(isDeliveryDateAllowed('0000-00-00', now)).toBe(false);
    expect(isDeliveryDateAllowed('', now)).toBe(false);
    expect(isDeliveryDateAllowed('2024-3-11', now)).toBe(false);
  });

  it('refuses the weekend inside a range that spans one', () => {
    const now = seoul('2024-03-05');
    expect(isDeliveryDateAllowed('2024-03-09', now)).toBe(false);
    expect(isDeliveryDateAllowed('2024-03-08', now)).toBe(true);
  });

  it('moves both ends past public holidays and refuses one inside the range', () => {
    // Monday 2026-09-21: + 3 days is 추석 (24 to 26 September), so the earliest is Monday 28, the second 30.
    const chuseok = seoul('2026-09-21');
    expect(deliveryDateRange(chuseok)).toEqual({ earliest: '2026-09-28', latest: '2026-09-30' });
    expect(isDeliveryDateAllowed('2026-09-25', chuseok)).toBe(false);
    expect(isDeliveryDateAllowed('2026-09-29', chuseok)).toBe(true);
    // Friday 2026-10-02: Monday 5 October is 개천절's substitute holiday, Tuesday 6 the earliest; + 2 is
    // Thursday 8, and 한글날 (Friday 9) lies after the range.
    const gaecheon = seoul('2026-10-02');
    expect(deliveryDateRange(gaecheon)).toEqual({ earliest: '2026-10-06', latest: '2026-10-08' });
    // Monday 2026-12-21: Thursday 24 to Saturday 26, moved to Monday 28; Christmas (Friday) lies between.
    const christmas = seoul('2026-12-21');
    expect(deliveryDateRange(christmas)).toEqual({ earliest: '2026-12-24', latest: '2026-12-28' });
    expect(isDeliveryDateAllowed('2026-12-25', christmas)).toBe(false);
    expect(isDeliveryDateAllowed('2026-12-24', christmas)).toBe(true);
  });
});
