import type { Subsc } from '@shop/domain/api/subscs-read';
import { RENTAL_LIST_PER_PAGE } from '@shop/domain/limits/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagesQueryOptions } from '../../../shared/api/pages-query-options';
import { http } from '../../../shared/http/http';

export type SubscsFilter = { state?: string; multi?: boolean };

/** GET subscs?page&per_page=5 (state filter; subsc_cat_type=multi for exchange subscriptions). */
export function getSubscs(filter: SubscsFilter, page: number) {
  return http.getPage<Subsc>('subscs', {
    query: {
      page,
      per_page: RENTAL_LIST_PER_PAGE,
      state: filter.state,
      subsc_cat_type: filter.multi ? 'multi' : undefined,
    },
  });
}

export const subscsQueryOptions = (filter: SubscsFilter) =>
  pagesQueryOptions(['subscs', 'list', filter] as const, (page) => getSubscs(filter, page));

export function useSubscs(filter: SubscsFilter) {
  return useInfiniteQuery(subscsQueryOptions(filter));
}
