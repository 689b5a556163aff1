import type { ProdSummary, ProdsQuery } from '@shop/domain/api/catalog';
import { firstLoadCalls } from '@shop/domain/catalog/first-load-calls';
import { PROD_LIST_PER_PAGE } from '@shop/domain/limits/pagination';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET prods: one page of a filtered list. */
export function getProdsPage(filter: ProdsQuery, page: number, perPage: number) {
  const call = firstLoadCalls.prodsPage(filter, page, perPage);
  return http.getPage<ProdSummary>(call.path, { query: call.query });
}

/** The product list: pages of three times the default size, the next while current_page < last_page. */
export const prodsPagesQueryOptions = (filter: ProdsQuery) =>
  infiniteQueryOptions({
    queryKey: ['prods', 'pages', filter] as const,
    queryFn: ({ pageParam }) => getProdsPage(filter, pageParam, PROD_LIST_PER_PAGE),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

export function useProdsPages(filter: ProdsQuery) {
  return useInfiniteQuery(prodsPagesQueryOptions(filter));
}

/** The first few products of a filter, for the landing sections. */
export const prodsPreviewQueryOptions = (filter: ProdsQuery, count: number) =>
  queryOptions({
    queryKey: ['prods', 'preview', filter, count] as const,
    queryFn: () => getProdsPage(filter, 1, count),
  });

export function useProdsPreview(filter: ProdsQuery, count: number) {
  return useQuery(prodsPreviewQueryOptions(filter, count));
}
