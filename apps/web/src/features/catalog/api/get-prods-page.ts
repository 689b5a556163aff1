import type { ProdSummary, ProdsQuery } from '@shop/domain/api/catalog';
import { firstLoadCalls } from '@shop/domain/catalog/first-load-calls';
import { PROD_LIST_PER_PAGE } from '@shop/domain/limits/pagination';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pagesQueryOptions } from '../../../shared/api/pages-query-options';
import { http } from '../../../shared/http/http';

/** GET prods: one page of a filtered list. */
export function getProdsPage(filter: ProdsQuery, page: number, perPage: number) {
  const call = firstLoadCalls.prodsPage(filter, page, perPage);
  return http.getPage<ProdSummary>(call.path, { query: call.query });
}

/** The product list: pages of three times the default size, the next while current_page < last_page. */
export const prodsPagesQueryOptions = (filter: ProdsQuery) =>
  pagesQueryOptions(['prods', 'pages', filter] as const, (page) =>
    getProdsPage(filter, page, PROD_LIST_PER_PAGE),
  );

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
