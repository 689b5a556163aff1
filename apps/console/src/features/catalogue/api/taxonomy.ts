import type { AdminCat, AdminMaker, AdminTag } from '@shop/domain/api/admin/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, send } from '../../../shared/api';
import { useWrite } from '../../../shared/use-invalidate';
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
  // The product list shows the names too.
  return useWrite(
    ({ id, body }: { id: number | null; body: object }) =>
      id === null
        ? send('POST', `/catalogue/${kind}`, body)
        : send('PATCH', `/catalogue/${kind}/${id}`, body),
    [catalogueKeys.taxonomy(kind), catalogueKeys.prodLists()],
  );
}
