import type { ProdCat } from '@shop/domain/api/catalog';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/http';

/** Every category: prodCats?per_page=-1 (list titles, the landing's sections, the download centre). */
const ALL_QUERY = { per_page: PER_PAGE_ALL } as const;
/** The menu's call as documented: prodCats?per_page=-1&prods_simple=true&prods_count_gt=0 (categories with products). */
const MENU_QUERY = { per_page: PER_PAGE_ALL, prods_simple: 'true', prods_count_gt: 0 } as const;

type ProdCatsQuery = typeof ALL_QUERY | typeof MENU_QUERY;

export const prodCatsKeys = {
  all: ['prodCats'] as const,
  list: (query: ProdCatsQuery) => ['prodCats', query] as const,
};

/** GET prodCats: the categories, each with its count of enabled option-type products. */
export function getProdCats(query: ProdCatsQuery): Promise<ProdCat[]> {
  return http.getPage<ProdCat>('prodCats', { query }).then((page) => page.data);
}

const prodCatsQuery = (query: ProdCatsQuery) =>
  queryOptions({
    queryKey: prodCatsKeys.list(query),
    queryFn: () => getProdCats(query),
    staleTime: 5 * 60_000,
  });

/**
 * Every category. Not the menu's answer: that one leaves out a category whose products are all packages,
 * which the landing still shows and a list still titles.
 */
export const prodCatsQueryOptions = () => prodCatsQuery(ALL_QUERY);

/** The categories with products, each listing them: what the menu shows. */
export const menuProdCatsQueryOptions = () => prodCatsQuery(MENU_QUERY);

export function useProdCats() {
  return useQuery(prodCatsQueryOptions());
}

export function useMenuProdCats() {
  return useQuery(menuProdCatsQueryOptions());
}
