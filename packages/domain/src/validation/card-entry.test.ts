import { describe, expect, it } from 'vitest';
import { CARD_CVC_MAX, CARD_NUMBER_MAX, cardDigits, isValidCardExpiry } from './card-entry';

describe('card entry', () => {
  it('keeps digits up to each field maximum', () => {
    expect(cardDigits('1234-5678-9012-3456-78', CARD_NUMBER_MAX)).toBe('1234567890123456');
    expect(cardDigits('12a34', CARD_CVC_MAX)).toBe('123');
  });

  it('accepts MMYY with a month from 01 to 12', () => {
    expect(isValidCardExpiry('0129')).toBe(true);
    expect(isValidCardExpiry('1329')).toBe(false);
    expect(isValidCardExpiry('0029')).toBe(false);
    expect(isValidCardExpiry('129')).toBe(false);
  });
});
