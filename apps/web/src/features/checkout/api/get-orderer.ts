import type { User } from '@shop/domain/api/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET users/{id}: the signed-in customer, for the orderer's name, mobile and e-mail. */
export function getOrderer(userId: string): Promise<User> {
  return http.get<User>(`users/${encodeURIComponent(userId)}`);
}

// Same key and answer as my page's user query.
export const ordererQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId] as const, queryFn: () => getOrderer(userId) });

export function useOrderer(userId: string | undefined) {
  return useQuery({ ...ordererQueryOptions(userId ?? ''), enabled: !!userId });
}
