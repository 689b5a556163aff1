import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masking';

describe('masking', () => {
  it('hides two characters before the at-sign and three after', () => {
    expect(maskEmail('minsu@gmail.com')).toBe('min**@***il.com');
    expect(maskEmail('a@b.kr')).toBe('*@***r');
    expect(maskEmail('no-at-sign')).toBe('no-at-sign');
  });

  it('masks an at-sign at the very start and short parts without going past them', () => {
    expect(maskEmail('@gmail.com')).toBe('@***il.com');
    expect(maskEmail('ab@c')).toBe('**@*');
    expect(maskEmail('김민수@메일.한국')).toBe('김**@***한국');
    expect(maskEmail('')).toBe('');
  });

  it('masks the fourth to seventh characters of a mobile number', () => {
    expect(maskMobile('01012345678')).toBe('010****5678');
    expect(maskMobile('0101')).toBe('010*');
    expect(maskMobile('010')).toBe('010');
    expect(maskMobile('')).toBe('');
  });
});
