import type { Featd } from '@shop/domain/api/featured';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET featds: every featured group with its entries (product cards in `featdable`). */
export function getFeatds() {
  return http.getPage<Featd>('featds', { query: { per_page: PER_PAGE_ALL } });
}

export const featdsQueryOptions = () =>
  queryOptions({ queryKey: ['featds', { per_page: PER_PAGE_ALL }] as const, queryFn: getFeatds });

export function useFeatds() {
  return useQuery(featdsQueryOptions());
}
