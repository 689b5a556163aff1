import type { Care } from '@shop/domain/api/cares';
import { CARE_LIST_PER_PAGE } from '@shop/domain/limits/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagesQueryOptions } from '../../../shared/api/pages-query-options';
import { http } from '../../../shared/http/http';

/** GET cares?page&per_page=5: the customer's AS requests. */
export function getCares(page: number) {
  return http.getPage<Care>('cares', { query: { page, per_page: CARE_LIST_PER_PAGE } });
}

export const caresQueryOptions = () => pagesQueryOptions(['cares', 'list'] as const, getCares);

export function useCares() {
  return useInfiniteQuery(caresQueryOptions());
}
