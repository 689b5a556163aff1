import { describe, expect, it } from 'vitest';
import { normalizeTel, TEL_RULE_MESSAGE, telError } from './tel';

describe('the account’s second contact number', () => {
  it('accepts nothing, a Seoul number, an area number and a mobile, with or without hyphens', () => {
    expect(telError('')).toBeNull();
    expect(telError(' - ')).toBeNull();
    expect(telError('021234567')).toBeNull();
    expect(telError('02-1234-5678')).toBeNull();
    expect(telError('031 234 5678')).toBeNull();
    expect(telError('010-9876-5432')).toBeNull();
  });

  it('refuses a number too short, too long, not starting with 0 or with other characters', () => {
    expect(telError('02123456')).toBe(TEL_RULE_MESSAGE);
    expect(telError('010987654321')).toBe(TEL_RULE_MESSAGE);
    expect(telError('1012345678')).toBe(TEL_RULE_MESSAGE);
    expect(telError('x010-9876-5432')).toBe(TEL_RULE_MESSAGE);
    expect(telError('010-9876-5432x')).toBe(TEL_RULE_MESSAGE);
    expect(telError('010.9876.5432')).toBe(TEL_RULE_MESSAGE);
  });

  it('says what a number must look like', () => {
    expect(TEL_RULE_MESSAGE).toBe('연락처는 0으로 시작하는 9~11자리 번호로 입력해 주세요.');
  });

  it('keeps the digits only', () => {
    expect(normalizeTel(' 02-1234 5678 ')).toBe('0212345678');
  });
});
