import type { AdminFeatd, AdminFeatdBody } from '@shop/domain/api/admin/catalogue';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getData, send } from '../../../shared/api';
import { useInvalidate } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/featds: the home screen's featured groups with their products. */
export const getFeatds = () => getData<AdminFeatd[]>('/catalogue/featds');
export const featdsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.featds(), queryFn: getFeatds });
export const useFeatds = () => useQuery(featdsQueryOptions());

/** POST /catalogue/featds or PATCH /catalogue/featds/{id}. */
export function useSaveFeatd() {
  const written = useInvalidate(catalogueKeys.featds());
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminFeatdBody }) =>
      id === null
        ? send<AdminFeatd>('POST', '/catalogue/featds', body)
        : send<AdminFeatd>('PATCH', `/catalogue/featds/${id}`, body),
    onSuccess: written,
  });
}

/** PUT /catalogue/featds/{id}/prods: the group's products in order. */
export function useSetFeatdProds(id: number) {
  const written = useInvalidate(catalogueKeys.featds());
  return useMutation({
    mutationFn: (prodIds: number[]) =>
      send<AdminFeatd>('PUT', `/catalogue/featds/${id}/prods`, { prod_ids: prodIds }),
    onSuccess: written,
  });
}
