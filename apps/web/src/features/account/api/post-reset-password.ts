import type { resetBodySchema } from '@shop/domain/api/users';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** POST users/authResetPassword {password_new, password_new_check, token}. */
export function postResetPassword(body: z.infer<typeof resetBodySchema>) {
  return http.post<boolean>('users/authResetPassword', body);
}
