import type { User, userPatchBodySchema } from '@shop/domain/api/users';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** PATCH users/{id}: what a customer may change on the account (the second contact number). */
export function patchUser(userId: string, change: z.infer<typeof userPatchBodySchema>) {
  return http.patch<User>(`users/${encodeURIComponent(userId)}`, change);
}
