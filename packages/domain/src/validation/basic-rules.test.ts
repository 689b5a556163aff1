import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT_MESSAGE, EMAIL_REQUIRED_MESSAGE, emailError, isValidEmail } from './email';
import { isEmpty } from './is-empty';
import {
  isRecipientMobile,
  isValidMobile,
  MOBILE_PLACEHOLDER,
  MOBILE_RULE_MESSAGE,
  sanitizeMobileInput,
} from './mobile';
import {
  isValidPassword,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_RULE_SIGNUP_MESSAGE,
  PASSWORD_SYMBOLS,
  passwordError,
} from './password';

describe('isEmpty', () => {
  it('treats falsy values, the empty string and zero as empty', () => {
    for (const value of [undefined, null, '', 0, false, Number.NaN]) expect(isEmpty(value)).toBe(true);
    for (const value of ['a', ' ', 1, -1, [], {}]) expect(isEmpty(value)).toBe(false);
  });
});

describe('email', () => {
  it('uses the exact messages', () => {
    expect(EMAIL_REQUIRED_MESSAGE).toBe('이메일을 입력해 주세요.');
    expect(EMAIL_FORMAT_MESSAGE).toBe('올바른 이메일의 형식으로 입력해 주세요. (예: example@domain.com)');
  });

  it('requires local@domain with a top-level part of two or more letters', () => {
    expect(emailError('')).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(emailError(undefined)).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(emailError('kim@shop.co.kr')).toBeNull();
    expect(emailError('kim@shop.k')).toBe(EMAIL_FORMAT_MESSAGE);
    expect(emailError('kim@shop.c0m')).toBe(EMAIL_FORMAT_MESSAGE);
    expect(emailError('kimshop.com')).toBe(EMAIL_FORMAT_MESSAGE);
    expect(emailError('kim @shop.com')).toBe(EMAIL_FORMAT_MESSAGE);
    expect(emailError('@shop.com')).toBe(EMAIL_FORMAT_MESSAGE);
  });

  it('matches the whole input: nothing may come before or after the address', () => {
    expect(isValidEmail('김민수@shop.kr')).toBe(true);
    expect(isValidEmail(' kim@shop.kr')).toBe(false);
    expect(isValidEmail('kim@shop.kr ')).toBe(false);
    expect(isValidEmail('김 kim@shop.kr')).toBe(false);
    expect(isValidEmail('kim@shop.kr한')).toBe(false);
    expect(isValidEmail('kim@shop.kr/path')).toBe(false);
    expect(emailError(' kim@shop.kr')).toBe(EMAIL_FORMAT_MESSAGE);
  });
});

describe('password', () => {
  it('uses the exact messages', () => {
    expect(PASSWORD_REQUIRED_MESSAGE).toBe('비밀번호를 입력해 주세요.');
    expect(PASSWORD_RULE_MESSAGE).toBe('비밀번호는 영문과 숫자를 포함하여 8~20자여야합니다.');
    expect(PASSWORD_RULE_SIGNUP_MESSAGE).toBe('영문, 숫자 포함 최소 8~20자여야 합니다.');
    expect(PASSWORD_SYMBOLS).toBe('!@#$%^&*()_+-=[]{};\':",./<>?~`\\|');
    expect(PASSWORD_SYMBOLS).toHaveLength(32);
  });

  it('accepts 8 to 20 characters with a letter and a digit', () => {
    expect(isValidPassword('abcdefg1')).toBe(true);
    expect(isValidPassword('abcdef1')).toBe(false);
    expect(isValidPassword(`a1${'x'.repeat(18)}`)).toBe(true);
    expect(isValidPassword(`a1${'x'.repeat(19)}`)).toBe(false);
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
  });

  it('accepts every listed symbol and nothing else', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(isValidPassword(`abcd123${symbol}`)).toBe(true);
    expect(isValidPassword('abcd 1234')).toBe(false);
    expect(isValidPassword('abcd1234비')).toBe(false);
  });

  it('gives the required message first, then the chosen rule wording', () => {
    expect(passwordError('')).toBe(PASSWORD_REQUIRED_MESSAGE);
    expect(passwordError('short1')).toBe(PASSWORD_RULE_MESSAGE);
    expect(passwordError('short1', PASSWORD_RULE_SIGNUP_MESSAGE)).toBe(PASSWORD_RULE_SIGNUP_MESSAGE);
    expect(passwordError('longenough1')).toBeNull();
  });
});

describe('mobile', () => {
  it('uses the exact messages', () => {
    expect(MOBILE_RULE_MESSAGE).toBe('휴대폰 번호는 숫자만 최대 11자리까지 입력해 주세요.');
    expect(MOBILE_PLACEHOLDER).toBe('- 없이 휴대폰 번호를 입력해 주세요.');
  });

  it('accepts digits only, at most eleven', () => {
    expect(isValidMobile('0')).toBe(true);
    expect(isValidMobile('0101234567')).toBe(true);
    expect(isValidMobile('01012345678')).toBe(true);
    expect(isValidMobile('010123456789')).toBe(false);
    expect(isValidMobile('010-1234-5678')).toBe(false);
    expect(isValidMobile('')).toBe(false);
  });

  it("takes as a recipient's number only a Korean mobile number someone could call", () => {
    for (const ok of ['01012345678', '0101234567', '01198765432', '0196543210']) {
      expect(isRecipientMobile(ok), ok).toBe(true);
    }
    for (const bad of [
      '010',
      '001012345678',
      '0212345678',
      '01212345678',
      '010123456',
      '010123456789',
      '010-1234-5678',
    ]) {
      expect(isRecipientMobile(bad), bad).toBe(false);
    }
  });

  it('refuses anything before or after the digits', () => {
    expect(isValidMobile('+821012345')).toBe(false);
    expect(isValidMobile(' 010123456')).toBe(false);
    expect(isValidMobile('010123456 ')).toBe(false);
    expect(isValidMobile('0101234567번')).toBe(false);
    expect(isValidMobile('공일공1234')).toBe(false);
  });

  it('keeps only the digits of what was typed, cut to eleven', () => {
    expect(sanitizeMobileInput('010-1234-5678-9')).toBe('01012345678');
    expect(sanitizeMobileInput('공일공 1234 5678')).toBe('12345678');
  });
});
