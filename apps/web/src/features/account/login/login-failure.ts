import { isApiError } from '../../../shared/http/api-error';

export const WRONG_PASSWORD_MESSAGE = '비밀번호가 달라요.';
export const NOT_REGISTERED_MESSAGE = '가입되지 않은 계정입니다. 회원가입 후 이용해 주세요.';
export const LOGIN_UNKNOWN_MESSAGE = '알 수 없는 오류가 발생했습니다. 다시 시도해 주세요.';
export const AUTH_FAIL_QUERY_MESSAGE = '회원 정보를 다시 확인해 주세요.';

/** What the login screen shows for a failed login (section 8), and which way it points the customer. */
export type LoginFailure = { message: string; offer: 'remindPassword' | 'signUp' | null };

export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { message: LOGIN_UNKNOWN_MESSAGE, offer: null };
  if (error.status === 400) {
    // A wrong password's answer carries the account's id; an unknown e-mail's does not.
    return typeof error.extra.id === 'number'
      ? { message: WRONG_PASSWORD_MESSAGE, offer: 'remindPassword' }
      : { message: NOT_REGISTERED_MESSAGE, offer: 'signUp' };
  }
  if (error.status === 429) return { message: error.message, offer: 'remindPassword' };
  return { message: LOGIN_UNKNOWN_MESSAGE, offer: null };
}
