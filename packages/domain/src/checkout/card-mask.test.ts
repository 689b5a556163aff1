import { describe, expect, it } from 'vitest';
import { isCardExpiryCurrent, maskCardNumber, passesLuhn } from './card-mask';

describe('maskCardNumber', () => {
  it('masks 15-digit (Amex) and 19-digit numbers, grouping the result in fours from the left', () => {
    expect(maskCardNumber('3782 822463 10005')).toBe('3782-****-***0-005');
    expect(maskCardNumber('5656565656565656568')).toBe('5656-****-****-***6-568');
  });

  it('ignores any separator or letter and keeps provider-masked asterisks', () => {
    expect(maskCardNumber('5555.5555/5555 4444')).toBe('5555-****-****-4444');
    expect(maskCardNumber('card: 4242-4242-4242-4242')).toBe('4242-****-****-4242');
    expect(maskCardNumber('5366-48**-****-1234')).toBe('5366-****-****-1234');
  });

  it('hides everything under 8 characters, and shows first and last four from 8 on', () => {
    expect(maskCardNumber('')).toBe('');
    expect(maskCardNumber('--  --')).toBe('');
    expect(maskCardNumber('4242')).toBe('****');
    expect(maskCardNumber('1234-567')).toBe('*******');
    expect(maskCardNumber('12345678')).toBe('1234-5678');
    expect(maskCardNumber('123456789')).toBe('1234-*678-9');
  });
});

describe('passesLuhn', () => {
  it('doubles every second digit from the right and subtracts 9 above 9', () => {
    // Each of these has doubled digits of 5 or more, so the "minus 9" step decides the result.
    expect(passesLuhn('5555 5555 5555 4444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('6011000990139424')).toBe(true);
    expect(passesLuhn('5555555555554440')).toBe(false);
    expect(passesLuhn('378282246310004')).toBe(false);
  });

  it('accepts 12 to 19 digits only, even when the checksum is right', () => {
    expect(passesLuhn('56565656560')).toBe(false); // 11 digits, valid checksum
    expect(passesLuhn('565656565654')).toBe(true); // 12
    expect(passesLuhn('5656565656565656568')).toBe(true); // 19
    expect(passesLuhn('56565656565656565656')).toBe(false); // 20 digits, valid checksum
  });

  it('counts only digits, so separators do not change the length', () => {
    expect(passesLuhn('5656-5656-5656-5656-568')).toBe(true);
    expect(passesLuhn('5656 5656 5656 5656 5656')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('isCardExpiryCurrent', () => {
  const now = { year: 2026, month: 5 };

  it('takes exactly four digits, MMYY', () => {
    expect(isCardExpiryCurrent('0527', now)).toBe(true);
    expect(isCardExpiryCurrent('10527', now)).toBe(false);
    expect(isCardExpiryCurrent('05271', now)).toBe(false);
    expect(isCardExpiryCurrent('05/27', now)).toBe(false);
    expect(isCardExpiryCurrent('', now)).toBe(false);
  });

  it('rejects month 00 and 13 even in a future year, and accepts 01 and 12', () => {
    expect(isCardExpiryCurrent('0030', now)).toBe(false);
    expect(isCardExpiryCurrent('1330', now)).toBe(false);
    expect(isCardExpiryCurrent('0127', now)).toBe(true);
    expect(isCardExpiryCurrent('1226', now)).toBe(true);
  });

  it('compares the month only within the same year', () => {
    expect(isCardExpiryCurrent('0625', now)).toBe(false); // later month, past year
    expect(isCardExpiryCurrent('1225', now)).toBe(false);
    expect(isCardExpiryCurrent('0427', now)).toBe(true); // earlier month, next year
    expect(isCardExpiryCurrent('0626', now)).toBe(true);
    expect(isCardExpiryCurrent('0426', now)).toBe(false);
  });
});
