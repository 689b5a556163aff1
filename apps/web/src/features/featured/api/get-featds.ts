import type { Featd } from '@shop/domain/api/featured';
import { firstLoadCalls } from '@shop/domain/catalog/first-load-calls';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET featds: every featured group with its entries (product cards in `featdable`). */
export function getFeatds() {
  const call = firstLoadCalls.featds();
  return http.getPage<Featd>(call.path, { query: call.query });
}

export const featdsQueryOptions = () =>
  queryOptions({ queryKey: ['featds', { per_page: PER_PAGE_ALL }] as const, queryFn: getFeatds });

/** The featured groups themselves (the page's rows, without its paging). */
export function useFeatdGroups() {
  return useQuery({ ...featdsQueryOptions(), select: (page) => page.data });
}
