import { describe, expect, it } from 'vitest';
import { ACCOUNT_GUARD_BAD_INFO_MESSAGE, ACCOUNT_GUARD_MESSAGE } from './account-guard';
import { PASSWORD_REQUIRED_MESSAGE, PASSWORD_RULE_MESSAGE } from './password';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  NEW_PASSWORD_MISMATCH_MESSAGE,
  NEW_PASSWORD_SAME_MESSAGE,
  PASSWORD_CHANGE_INPUT_NULL_MESSAGE,
  PASSWORD_CHANGE_SUCCESS_MESSAGE,
  passwordChangeError,
  REQUIRED_FIELD_MESSAGE,
} from './password-change';
import {
  PASSWORD_RESET_MISMATCH_MESSAGE,
  passwordResetError,
  passwordResetFieldError,
} from './password-reset';

const form = { password: 'old12345', password_new: 'new12345', password_new_check: 'new12345' };

describe('password change', () => {
  it('uses the exact messages', () => {
    expect(REQUIRED_FIELD_MESSAGE).toBe('필수 입력 사항입니다.');
    expect(NEW_PASSWORD_MISMATCH_MESSAGE).toBe('새 비밀번호와 새 비밀번호 확인이 서로 일치하지 않습니다.');
    expect(NEW_PASSWORD_SAME_MESSAGE).toBe('현재 비밀번호와 새 비밀번호가 같습니다.');
    expect(CURRENT_PASSWORD_WRONG_MESSAGE).toBe('비밀번호가 일치하지 않습니다');
    expect(PASSWORD_CHANGE_SUCCESS_MESSAGE).toBe('완료되었습니다.');
    expect(ACCOUNT_GUARD_MESSAGE).toBe('고객님의 정보 보호를 위해 이메일과 비밀번호를 입력해 주세요.');
    expect(ACCOUNT_GUARD_BAD_INFO_MESSAGE).toBe('잘못된 정보입니다.');
    expect(PASSWORD_CHANGE_INPUT_NULL_MESSAGE).toBe('입력된 정보가 없습니다. 비밀번호를 입력해 주세요.');
    expect(PASSWORD_RESET_MISMATCH_MESSAGE).toBe('비밀번호가 서로 일치하지 않습니다.');
  });

  it('alerts input-null when all three are empty, else names the empty field', () => {
    expect(passwordChangeError({ password: '', password_new: '', password_new_check: '' })).toEqual({
      field: null,
      message: PASSWORD_CHANGE_INPUT_NULL_MESSAGE,
    });
    expect(passwordChangeError({ ...form, password_new_check: '' })).toEqual({
      field: 'password_new_check',
      message: REQUIRED_FIELD_MESSAGE,
    });
  });

  it('checks match, difference and the rule, in that order', () => {
    expect(passwordChangeError({ ...form, password_new_check: 'new123456' })).toEqual({
      field: 'password_new_check',
      message: NEW_PASSWORD_MISMATCH_MESSAGE,
    });
    expect(
      passwordChangeError({ ...form, password_new: 'old12345', password_new_check: 'old12345' }),
    ).toEqual({ field: 'password_new', message: NEW_PASSWORD_SAME_MESSAGE });
    expect(passwordChangeError({ ...form, password_new: 'short', password_new_check: 'short' })).toEqual({
      field: 'password_new',
      message: PASSWORD_RULE_MESSAGE,
    });
    expect(passwordChangeError(form)).toBeNull();
  });
});

describe('password reset', () => {
  it('needs a valid new password equal to its confirmation', () => {
    expect(passwordResetError('new12345', 'new12345')).toBeNull();
    expect(passwordResetError('new12345', 'new123456')).toBe(PASSWORD_RESET_MISMATCH_MESSAGE);
    expect(passwordResetError('short', 'short')).toBe(PASSWORD_RULE_MESSAGE);
    expect(passwordResetError('new12345', '')).toBe(PASSWORD_RESET_MISMATCH_MESSAGE);
  });

  it('names the field each message belongs under: the new password own rule, then the confirmation', () => {
    expect(passwordResetFieldError('', '')).toEqual({
      field: 'password_new',
      message: PASSWORD_REQUIRED_MESSAGE,
    });
    expect(passwordResetFieldError('abcdefgh', 'abcdefgh')).toEqual({
      field: 'password_new',
      message: PASSWORD_RULE_MESSAGE,
    });
    expect(passwordResetFieldError('new12345', '')).toEqual({
      field: 'password_new_check',
      message: PASSWORD_RESET_MISMATCH_MESSAGE,
    });
    expect(passwordResetFieldError('new12345', 'new12345')).toBeNull();
  });
});
