import { isEmpty } from './is-empty';
import { passwordError } from './password';
import type { RuleError } from './rule-error';

export const PASSWORD_RESET_MISMATCH_MESSAGE = '비밀번호가 서로 일치하지 않습니다.';

export type PasswordResetField = 'password_new' | 'password_new_check';

/**
 * The reset form's first failed rule and the field it belongs to: the new password's own rule (empty, 8~20
 * with a letter and a digit) under the new password, the confirmation that differs under the confirmation.
 */
export function passwordResetFieldError(
  password_new: string,
  password_new_check: string,
): RuleError<PasswordResetField> | null {
  const rule = passwordError(password_new);
  if (rule) return { field: 'password_new', message: rule };
  if (isEmpty(password_new_check) || password_new !== password_new_check)
    return { field: 'password_new_check', message: PASSWORD_RESET_MISMATCH_MESSAGE };
  return null;
}

export function passwordResetError(password_new: string, password_new_check: string): string | null {
  return passwordResetFieldError(password_new, password_new_check)?.message ?? null;
}
