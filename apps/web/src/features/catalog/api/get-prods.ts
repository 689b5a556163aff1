import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import type { ProdListItem } from './prod';

export type ProdsQuery = {
  per_page?: number;
  page?: number;
  type_conn?: number;
  prod_cat_id?: number;
  corp_maker_id?: number;
  tag_id?: number;
  subsc_cat_id?: number;
};

/** GET prods with the list filters of section 7. */
export function getProds(query: ProdsQuery) {
  return http.getPage<ProdListItem>('prods', { query });
}

export const prodsQueryOptions = (query: ProdsQuery) =>
  queryOptions({ queryKey: ['prods', query] as const, queryFn: () => getProds(query) });

export function useProds(query: ProdsQuery) {
  return useQuery(prodsQueryOptions(query));
}
