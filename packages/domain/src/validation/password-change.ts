import { isEmpty } from './is-empty';
import { PASSWORD_RULE_MESSAGE, passwordError } from './password';
import { firstEmptyField, REQUIRED_FIELD_MESSAGE } from './required-fields';
import type { RuleError } from './rule-error';

export { REQUIRED_FIELD_MESSAGE };

export const PASSWORD_CHANGE_INPUT_NULL_MESSAGE = '입력된 정보가 없습니다. 비밀번호를 입력해 주세요.';
export const NEW_PASSWORD_MISMATCH_MESSAGE = '새 비밀번호와 새 비밀번호 확인이 서로 일치하지 않습니다.';
export const NEW_PASSWORD_SAME_MESSAGE = '현재 비밀번호와 새 비밀번호가 같습니다.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = '비밀번호가 일치하지 않습니다';
export const PASSWORD_CHANGE_SUCCESS_MESSAGE = '완료되었습니다.';

const FIELDS = ['password', 'password_new', 'password_new_check'] as const;

export type PasswordChangeForm = Record<(typeof FIELDS)[number], string>;

/** The first reason the change cannot be sent, or null. The wrong-current check is the server's. */
export function passwordChangeError(form: PasswordChangeForm): RuleError<keyof PasswordChangeForm> | null {
  if (FIELDS.every((field) => isEmpty(form[field]))) {
    return { field: null, message: PASSWORD_CHANGE_INPUT_NULL_MESSAGE };
  }
  const empty = firstEmptyField(form, FIELDS, REQUIRED_FIELD_MESSAGE);
  if (empty) return empty;
  if (form.password_new !== form.password_new_check) {
    return { field: 'password_new_check', message: NEW_PASSWORD_MISMATCH_MESSAGE };
  }
  if (form.password_new === form.password)
    return { field: 'password_new', message: NEW_PASSWORD_SAME_MESSAGE };
  if (passwordError(form.password_new)) return { field: 'password_new', message: PASSWORD_RULE_MESSAGE };
  return null;
}
