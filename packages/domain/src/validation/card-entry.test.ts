import { describe, expect, it } from 'vitest';
import { CARD_CVC_MAX, CARD_NUMBER_MAX, cardDigits, isValidCardExpiry } from './card-entry';

describe('card entry', () => {
  it('keeps digits up to each field maximum', () => {
    expect(cardDigits('1234-5678-9012-3456-78', CARD_NUMBER_MAX)).toBe('1234567890123456');
    expect(cardDigits('12a34', CARD_CVC_MAX)).toBe('123');
    expect(cardDigits('카드 12', CARD_CVC_MAX)).toBe('12');
    expect(cardDigits('', CARD_CVC_MAX)).toBe('');
  });

  it('accepts MMYY with a month from 01 to 12', () => {
    expect(isValidCardExpiry('0129')).toBe(true);
    expect(isValidCardExpiry('1329')).toBe(false);
    expect(isValidCardExpiry('0029')).toBe(false);
    expect(isValidCardExpiry('129')).toBe(false);
  });

  it('accepts December and refuses anything around the four digits', () => {
    expect(isValidCardExpiry('1229')).toBe(true);
    expect(isValidCardExpiry('10129')).toBe(false);
    expect(isValidCardExpiry('01299')).toBe(false);
    expect(isValidCardExpiry(' 0129')).toBe(false);
    expect(isValidCardExpiry('0129 ')).toBe(false);
    expect(isValidCardExpiry('01/29')).toBe(false);
    expect(isValidCardExpiry('')).toBe(false);
  });
});
