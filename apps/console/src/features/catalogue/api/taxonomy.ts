import type { AdminCat, AdminMaker, AdminTag } from '@shop/domain/api/admin/catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, send } from '../../../shared/api';
import { catalogueKeys } from './catalogue-keys';

/** The three small tables: their rows as the server answers them, by their path under /catalogue. */
export type TaxonomyRows = { cats: AdminCat; makers: AdminMaker; tags: AdminTag };
export type TaxonomyKind = keyof TaxonomyRows;

/** GET /catalogue/{cats|makers|tags}: every row. */
export const getTaxonomy = <K extends TaxonomyKind>(kind: K) =>
  getData<TaxonomyRows[K][]>(`/catalogue/${kind}`);
export const taxonomyQueryOptions = <K extends TaxonomyKind>(kind: K) =>
  queryOptions({
    queryKey: catalogueKeys.taxonomy(kind),
    queryFn: () => getTaxonomy(kind),
    staleTime: 60_000,
  });
export const useTaxonomy = <K extends TaxonomyKind>(kind: K) => useQuery(taxonomyQueryOptions(kind));

/** POST /catalogue/{kind} or PATCH /catalogue/{kind}/{id}. */
export function useSaveTaxonomy(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: object }) =>
      id === null
        ? send('POST', `/catalogue/${kind}`, body)
        : send('PATCH', `/catalogue/${kind}/${id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.taxonomy(kind) });
      // Names shown in the product list.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.prodLists() });
    },
  });
}
