import type { User } from '@shop/domain/api/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET users/{id}: the signed-in customer's own account, with my page's counts. */
export function getUser(userId: string) {
  return http.get<User>(`users/${encodeURIComponent(userId)}`);
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId] as const, queryFn: () => getUser(userId) });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
