import type { FavCat } from '@shop/domain/api/quiz';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET favCats: every question of the quiz with its answers (the quiz is taken whole). */
export function getFavCats() {
  return http.getPage<FavCat>('favCats', { query: { per_page: PER_PAGE_ALL } });
}

export const favCatsQueryOptions = () =>
  queryOptions({ queryKey: ['favCats', { per_page: PER_PAGE_ALL }] as const, queryFn: getFavCats });

export function useFavCats() {
  return useQuery(favCatsQueryOptions());
}
