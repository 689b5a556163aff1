import { deliveryDateRange } from '@shop/domain/rental/delivery-date-range';
import { describe, expect, it } from 'vitest';
import { deliveryDateChoices, deliveryDateLabel } from './delivery-date-choices';

describe('delivery date choices', () => {
  it('offer the weekdays of the domain range, from the earliest to the latest', () => {
    const now = new Date('2026-05-06T03:00:00Z'); // Wednesday in Seoul
    const { earliest, latest } = deliveryDateRange(now);
    const choices = deliveryDateChoices(now);
    expect(choices[0]?.value).toBe(earliest);
    expect(choices.at(-1)?.value).toBe(latest);
    expect(choices.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.value))).toBe(true);
    expect(choices.some((c) => c.weekday === '토요일' || c.weekday === '일요일')).toBe(false);
  });

  it('label days in Korean', () => {
    expect(deliveryDateLabel('2026-05-11')).toBe('2026년 5월 11일 월요일');
    expect(deliveryDateChoices(new Date('2026-05-06T03:00:00Z'))[0]).toMatchObject({
      label: '5월 11일',
      weekday: '월요일',
    });
  });
});
