import type { authCheckBodySchema } from '@shop/domain/api/users';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** POST users/auth/check {email, password}: true when they are the signed-in account's. */
export function postAuthCheck(body: z.infer<typeof authCheckBodySchema>) {
  return http.post<boolean>('users/auth/check', body);
}
