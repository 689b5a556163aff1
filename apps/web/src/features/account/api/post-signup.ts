import type { AuthTokens, SignupBody } from '@shop/domain/api/users';
import { http } from '../../../shared/http/http';

/** POST users: the new account, signed in at once (tokens in the answer). */
export function postSignup(body: Partial<SignupBody>) {
  return http.post<AuthTokens>('users', body);
}
