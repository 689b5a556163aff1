import type { resetRequestBodySchema } from '@shop/domain/api/users';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** POST users/authResetPassword/request {email}: mails a single-use reset link. */
export function postResetRequest(email: string) {
  return http.post<boolean>('users/authResetPassword/request', { email } satisfies z.infer<
    typeof resetRequestBodySchema
  >);
}
