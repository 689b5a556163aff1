import { http } from '../../../shared/http/http';

/** POST users/auth/check {email, password}: true when they are the signed-in account's. */
export function postAuthCheck(body: { email: string; password: string }) {
  return http.post<boolean>('users/auth/check', body);
}
