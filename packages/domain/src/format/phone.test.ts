import { describe, expect, it } from 'vitest';
import { MOBILE_INPUT_MAX_LENGTH } from '../validation/mobile';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('writes a mobile number 3-4-4 and a ten-digit one 3-3-4', () => {
    expect(formatPhone('01098765432')).toBe('010-9876-5432');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
    expect(formatPhone('0312345678')).toBe('031-234-5678');
    expect(formatPhone('03112345678')).toBe('031-1234-5678');
  });

  it('writes Seoul numbers 2-3-4 and 2-4-4, and representative numbers 4-4', () => {
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('15881234')).toBe('1588-1234');
    expect(formatPhone('16001234')).toBe('1600-1234');
    expect(formatPhone('19001234')).toBe('1900-1234');
    expect(formatPhone('14001234')).toBe('140-0123-4');
    expect(formatPhone('1588123')).toBe('1588-123');
    expect(formatPhone('01512345')).toBe('015-1234-5');
  });

  it('formats while typing and keeps what was already formatted', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('0')).toBe('0');
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0109')).toBe('010-9');
    expect(formatPhone('0109876')).toBe('010-9876');
    expect(formatPhone('01098765')).toBe('010-9876-5');
    expect(formatPhone('02')).toBe('02');
    expect(formatPhone('021')).toBe('02-1');
    expect(formatPhone('010-9876-5432')).toBe('010-9876-5432');
    expect(formatPhone(' 010 9876 5432 ')).toBe('010-9876-5432');
  });

  it('fits a formatted mobile number in the input’s length', () => {
    expect(MOBILE_INPUT_MAX_LENGTH).toBe(formatPhone('01098765432').length);
  });

  it('gives an over-long number to the last group rather than losing digits', () => {
    expect(formatPhone('010987654321')).toBe('010-9876-54321');
    expect(formatPhone('02123456789')).toBe('02-1234-56789');
  });
});
