import type { ProdCat } from '@shop/domain/api/catalog';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/**
 * GET prodCats?per_page=-1: the download centre's categories. Same call and cache key as the catalogue's,
 * so the menu's answer is reused (features do not import each other).
 */
export function getProdCats(): Promise<ProdCat[]> {
  return http.getPage<ProdCat>('prodCats', { query: { per_page: PER_PAGE_ALL } }).then((page) => page.data);
}

export const prodCatsQueryOptions = () =>
  queryOptions({
    queryKey: ['prodCats', { per_page: PER_PAGE_ALL }] as const,
    queryFn: getProdCats,
    staleTime: 5 * 60_000,
  });

export function useProdCats() {
  return useQuery(prodCatsQueryOptions());
}
