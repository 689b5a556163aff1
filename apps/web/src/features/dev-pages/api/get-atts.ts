import type { AttRow } from '@shop/domain/api/files';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

const ATTS_PER_PAGE = 20;

/** GET atts?page&per_page: attachment rows, a page at a time (development page /atts). */
export function getAtts(page: number) {
  return http.getPage<AttRow>('atts', { query: { page, per_page: ATTS_PER_PAGE } });
}

export const attsInfiniteOptions = () =>
  infiniteQueryOptions({
    queryKey: ['atts', { per_page: ATTS_PER_PAGE }, 'pages'] as const,
    queryFn: ({ pageParam }) => getAtts(pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.current_page < meta.last_page ? meta.current_page + 1 : undefined),
  });

export function useAtts() {
  return useInfiniteQuery(attsInfiniteOptions());
}
