import type { ProdCat } from '@shop/domain/api/catalog';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/**
 * GET prodCats?per_page=-1, for list titles and landing sections. Features do not import each other, so
 * this is the product screens' own file for the call the menu also makes; the key is the same, so the
 * answer is fetched once and shared.
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
