import type { PasswordChangeForm } from '@shop/domain/validation/password-change';
import { http } from '../../../shared/http/http';

/** POST users/auth/passwordChange; a 401 here means a wrong current password, not an expired token. */
export function postPasswordChange(body: PasswordChangeForm) {
  return http.post<boolean>('users/auth/passwordChange', body, { refreshOn401: false });
}
