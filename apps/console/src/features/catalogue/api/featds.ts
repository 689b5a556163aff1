import type { AdminFeatd, AdminFeatdBody } from '@shop/domain/api/admin/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, send } from '../../../shared/api';
import { useWrite } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/featds: the home screen's featured groups with their products. */
export const getFeatds = () => getData<AdminFeatd[]>('/catalogue/featds');
export const featdsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.featds(), queryFn: getFeatds });
export const useFeatds = () => useQuery(featdsQueryOptions());

/** POST /catalogue/featds or PATCH /catalogue/featds/{id}. */
export function useSaveFeatd() {
  return useWrite(
    ({ id, body }: { id: number | null; body: AdminFeatdBody }) =>
      id === null
        ? send<AdminFeatd>('POST', '/catalogue/featds', body)
        : send<AdminFeatd>('PATCH', `/catalogue/featds/${id}`, body),
    [catalogueKeys.featds()],
  );
}

/** PUT /catalogue/featds/{id}/prods: the group's products in order. */
export function useSetFeatdProds(id: number) {
  return useWrite(
    (prodIds: number[]) => send<AdminFeatd>('PUT', `/catalogue/featds/${id}/prods`, { prod_ids: prodIds }),
    [catalogueKeys.featds()],
  );
}
