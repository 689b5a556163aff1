import type { ProdCat } from '@shop/domain/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET prodCats?per_page=-1: every category (the menu and the home row). */
export function getProdCats(): Promise<ProdCat[]> {
  return http.getPage<ProdCat>('prodCats', { query: { per_page: -1 } }).then((page) => page.data);
}

export const prodCatsQueryOptions = () =>
  queryOptions({
    queryKey: ['prodCats', { per_page: -1 }] as const,
    queryFn: getProdCats,
    staleTime: 5 * 60_000,
  });

export function useProdCats() {
  return useQuery(prodCatsQueryOptions());
}
