import type { User } from '@shop/domain/api/users';
import { http } from '../../../shared/http/http';

/** PATCH users/{id}: what a customer may change on the account (the second contact number). */
export function patchUser(userId: string, change: { tel: string | null }) {
  return http.patch<User>(`users/${encodeURIComponent(userId)}`, change);
}
