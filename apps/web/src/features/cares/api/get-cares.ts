import type { Care } from '@shop/domain/api/cares';
import { CARE_LIST_PER_PAGE } from '@shop/domain/limits/pagination';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET cares?page&per_page=5: the customer's AS requests. */
export function getCares(page: number) {
  return http.getPage<Care>('cares', { query: { page, per_page: CARE_LIST_PER_PAGE } });
}

export const caresQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['cares', 'list'] as const,
    queryFn: ({ pageParam }) => getCares(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

export function useCares() {
  return useInfiniteQuery(caresQueryOptions());
}
