import type { User } from '@shop/domain/api/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET users/{id}: the signed-in customer; /favs reads `fav_symbol` (the saved quiz result). */
export function getUser(id: string) {
  return http.get<User>(`users/${encodeURIComponent(id)}`);
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['users', id] as const, queryFn: () => getUser(id) });

export function useUser(id: string | null) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== null });
}
