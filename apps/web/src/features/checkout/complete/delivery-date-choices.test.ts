import { describe, expect, it, vi } from 'vitest';
import { completeDateChoices, deliveryDateChoices, deliveryDateLabel } from './delivery-date-choices';

describe('delivery date choices', () => {
  it("offer the working days of the server's range, from the earliest to the latest", () => {
    // Friday 2026-05-08 … Tuesday 2026-05-12: the weekend between cannot be chosen.
    const choices = deliveryDateChoices({ earliest: '2026-05-08', latest: '2026-05-12' });
    expect(choices.map((c) => c.value)).toEqual(['2026-05-08', '2026-05-11', '2026-05-12']);
    expect(choices.some((c) => c.weekday === '토요일' || c.weekday === '일요일')).toBe(false);
    // A public holiday inside it neither (어린이날, Tuesday 2026-05-05).
    expect(deliveryDateChoices({ earliest: '2026-05-04', latest: '2026-05-06' }).map((c) => c.value)).toEqual(
      ['2026-05-04', '2026-05-06'],
    );
    expect(deliveryDateChoices(null)).toEqual([]);
  });

  it("come from the complete page's answer, whatever the phone's date", () => {
    // The phone says a year earlier than the server (the QA case: a demo clock, a phone set wrong).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T03:00:00Z'));
    try {
      const range = { earliest: '2027-12-06', latest: '2027-12-08' };
      const choices = completeDateChoices([{ spot_set_range: range }, { spot_set_range: range }]);
      expect(choices.map((c) => c.value)).toEqual(['2027-12-06', '2027-12-07', '2027-12-08']);
      expect(completeDateChoices([])).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('label days in Korean', () => {
    expect(deliveryDateLabel('2026-05-11')).toBe('2026년 5월 11일 월요일');
    expect(deliveryDateChoices({ earliest: '2026-05-11', latest: '2026-05-13' })[0]).toMatchObject({
      label: '5월 11일',
      weekday: '월요일',
    });
  });
});
