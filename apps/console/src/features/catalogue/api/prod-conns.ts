import type { AdminConns, AdminConnsBody } from '@shop/domain/api/admin/catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, send } from '../../../shared/api';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/prods/{id}/conns: a package's parts and a product's add-ons. */
export const getConns = (id: number) => getData<AdminConns>(`/catalogue/prods/${id}/conns`);
export const connsQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.conns(id), queryFn: () => getConns(id) });
export const useConns = (id: number) => useQuery(connsQueryOptions(id));

/** PUT /catalogue/prods/{id}/conns: the whole list of one kind, in order. */
export function useSetConns(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminConnsBody) => send<AdminConns>('PUT', `/catalogue/prods/${id}/conns`, body),
    onSuccess: (conns) => queryClient.setQueryData(catalogueKeys.conns(id), conns),
  });
}
