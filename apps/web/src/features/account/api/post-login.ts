import type { AuthTokens, LoginBody } from '@shop/domain/api/users';
import { http } from '../../../shared/http/http';

/** POST users/auth/login {email, password, isLocal}. */
export function postLogin(body: LoginBody) {
  return http.post<AuthTokens>('users/auth/login', body, { refreshOn401: false });
}
