import { isEmpty } from './is-empty';
import { passwordError } from './password';

export const PASSWORD_RESET_MISMATCH_MESSAGE = '비밀번호가 서로 일치하지 않습니다.';

export function passwordResetError(password_new: string, password_new_check: string): string | null {
  const rule = passwordError(password_new);
  if (rule) return rule;
  if (isEmpty(password_new_check) || password_new !== password_new_check)
    return PASSWORD_RESET_MISMATCH_MESSAGE;
  return null;
}
