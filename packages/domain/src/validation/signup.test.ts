import { describe, expect, it } from 'vitest';
import { DOC_SLUG, SIGNUP_REQUIRED_DOC_SLUGS } from '../codes/doc-slug';
import { EMAIL_FORMAT_MESSAGE } from './email';
import { MOBILE_RULE_MESSAGE } from './mobile';
import { PASSWORD_RULE_SIGNUP_MESSAGE } from './password';
import {
  canVerify,
  EMAIL_AVAILABLE_MESSAGE,
  EMAIL_DUPLICATE_MESSAGE,
  EMAIL_NOT_CHECKED_MESSAGE,
  missingDocs,
  PASSWORD_CONFIRM_EMPTY_MESSAGE,
  PASSWORD_CONFIRM_MISMATCH_MESSAGE,
  passwordConfirmError,
  SIGNUP_EMPTY_MESSAGE,
  type SignUpForm,
  signUpError,
  TERMS_REQUIRED_MESSAGE,
  VERIFY_NEEDS_EMAIL_CHECK_MESSAGE,
} from './signup';

const form: SignUpForm = {
  email: 'kim@shop.kr',
  mobile: '01012345678',
  name: '김민수',
  password: 'abcd1234',
  passwordConfirm: 'abcd1234',
};

describe('sign-up rules', () => {
  it('use the exact messages', () => {
    expect(SIGNUP_EMPTY_MESSAGE).toBe('비어있는 필수 입력 항목이 있습니다. 모든 입력 필드를 채워 주세요.');
    expect(EMAIL_NOT_CHECKED_MESSAGE).toBe('등록된 이메일입니다.');
    expect(EMAIL_AVAILABLE_MESSAGE).toBe('사용가능한 계정입니다.');
    expect(EMAIL_DUPLICATE_MESSAGE).toBe('이미 가입된 계정입니다.');
    expect(PASSWORD_CONFIRM_EMPTY_MESSAGE).toBe('위 비밀번호와 같게 한 번 더 입력해 주세요.');
    expect(PASSWORD_CONFIRM_MISMATCH_MESSAGE).toBe('위 입력하신 비밀번호와 일치하지 않습니다.');
    expect(TERMS_REQUIRED_MESSAGE).toBe('이용 약관에 동의해주세요.');
    expect(VERIFY_NEEDS_EMAIL_CHECK_MESSAGE).toBe('이메일 중복 확인을 먼저 해 주세요.');
  });

  it('pass a complete, checked, agreed form', () => {
    expect(signUpError(form, form.email, [])).toBeNull();
  });

  it('report an empty field before anything else', () => {
    expect(signUpError({ ...form, name: '' }, null, [])).toEqual({
      field: 'name',
      message: SIGNUP_EMPTY_MESSAGE,
    });
  });

  it('report a malformed email before the duplicate check', () => {
    expect(signUpError({ ...form, email: 'kim@shop' }, 'kim@shop', [])).toEqual({
      field: 'email',
      message: EMAIL_FORMAT_MESSAGE,
    });
  });

  it('need the duplicate check done on exactly the current email', () => {
    expect(signUpError(form, 'other@shop.kr', [])).toEqual({
      field: 'email',
      message: EMAIL_NOT_CHECKED_MESSAGE,
    });
    expect(canVerify(form.email, form.email)).toBe(true);
    expect(canVerify(form.email, null)).toBe(false);
    expect(canVerify('', '')).toBe(false);
  });

  it('check mobile, password, confirmation and documents in that order', () => {
    expect(signUpError({ ...form, mobile: '010123456789' }, form.email, [])).toEqual({
      field: 'mobile',
      message: MOBILE_RULE_MESSAGE,
    });
    expect(signUpError({ ...form, password: 'abc', passwordConfirm: 'abc' }, form.email, [])).toEqual({
      field: 'password',
      message: PASSWORD_RULE_SIGNUP_MESSAGE,
    });
    expect(signUpError({ ...form, passwordConfirm: 'abcd12345' }, form.email, [])).toEqual({
      field: 'passwordConfirm',
      message: PASSWORD_CONFIRM_MISMATCH_MESSAGE,
    });
    expect(signUpError(form, form.email, [DOC_SLUG.USAGE])).toEqual({
      field: 'terms',
      message: TERMS_REQUIRED_MESSAGE,
    });
  });

  it('tell an empty confirmation from a different one', () => {
    expect(passwordConfirmError('abcd1234', '')).toBe(PASSWORD_CONFIRM_EMPTY_MESSAGE);
    expect(passwordConfirmError('abcd1234', 'abcd1234')).toBeNull();
  });

  it('list the required documents not yet agreed', () => {
    expect(missingDocs(SIGNUP_REQUIRED_DOC_SLUGS, ['term-usage'])).toEqual(['policy-privacy']);
    // The advertising consent is optional: leaving it out misses nothing.
    expect(missingDocs(SIGNUP_REQUIRED_DOC_SLUGS, ['term-usage', 'policy-privacy'])).toEqual([]);
    expect(missingDocs(SIGNUP_REQUIRED_DOC_SLUGS, SIGNUP_REQUIRED_DOC_SLUGS)).toEqual([]);
  });
});
