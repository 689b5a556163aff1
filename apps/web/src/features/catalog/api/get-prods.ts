import type { ProdSummary, ProdsQuery as ProdsFilter } from '@shop/domain/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

export type ProdsQuery = ProdsFilter & { per_page?: number; page?: number };

/** GET prods with the list filters of section 7. */
export function getProds(query: ProdsQuery) {
  return http.getPage<ProdSummary>('prods', { query });
}

export const prodsQueryOptions = (query: ProdsQuery) =>
  queryOptions({ queryKey: ['prods', query] as const, queryFn: () => getProds(query) });

export function useProds(query: ProdsQuery) {
  return useQuery(prodsQueryOptions(query));
}
