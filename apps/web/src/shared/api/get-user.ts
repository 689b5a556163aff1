import type { User } from '@shop/domain/api/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/http';

/** The keys of GET users/{id}; `all` is what a change to the account invalidates. */
export const userKeys = {
  all: ['users'] as const,
  one: (userId: string) => ['users', userId] as const,
};

/**
 * GET users/{id}: the signed-in customer's own account (my page's counts, the settings, the orderer on the
 * checkout, the saved quiz result as `fav_symbol`). One key, so every screen shares the answer.
 */
export function getUser(userId: string): Promise<User> {
  return http.get<User>(`users/${encodeURIComponent(userId)}`);
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.one(userId), queryFn: () => getUser(userId) });

/**
 * Without an id (no session yet) the query waits. My page asks even with the route's id alone: a visitor's
 * 401 is what sends them to login.
 */
export function useUser(userId: string | null | undefined) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId != null });
}
