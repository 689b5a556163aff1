import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

export type AdminContact = { id: number; name: string; mobile: string };

/** GET users?type=admin: the collection contact's name and mobile. */
export function getAdminContacts(): Promise<AdminContact[]> {
  return http.get<AdminContact[]>('users', { query: { type: 'admin' } });
}

export const adminContactsQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'admin'] as const, queryFn: getAdminContacts, staleTime: 10 * 60_000 });

export function useAdminContacts(enabled: boolean) {
  return useQuery({ ...adminContactsQueryOptions(), enabled });
}
