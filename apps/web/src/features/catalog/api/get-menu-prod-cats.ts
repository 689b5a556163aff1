import type { ProdCat } from '@shop/domain/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** The menu's call as documented: prodCats?per_page=-1&prods_simple=true&prods_count_gt=0 (categories with products). */
const MENU_QUERY = { per_page: -1, prods_simple: 'true', prods_count_gt: 0 } as const;

export const menuProdCatsQueryOptions = () =>
  queryOptions({
    queryKey: ['prodCats', MENU_QUERY] as const,
    queryFn: () => http.getPage<ProdCat>('prodCats', { query: MENU_QUERY }).then((page) => page.data),
    staleTime: 5 * 60_000,
  });

export function useMenuProdCats() {
  return useQuery(menuProdCatsQueryOptions());
}
