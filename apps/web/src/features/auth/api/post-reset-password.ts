import { http } from '../../../shared/http/http';

/** POST users/authResetPassword {password_new, password_new_check, token}. */
export function postResetPassword(body: { token: string; password_new: string; password_new_check: string }) {
  return http.post<boolean>('users/authResetPassword', body);
}
