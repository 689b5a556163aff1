import type { AttRow } from '@shop/domain/api/files';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagesQueryOptions } from '../../../shared/api/pages-query-options';
import { http } from '../../../shared/http/http';

const ATTS_PER_PAGE = 20;

/** GET atts?page&per_page: attachment rows, a page at a time (development page /atts). */
export function getAtts(page: number) {
  return http.getPage<AttRow>('atts', { query: { page, per_page: ATTS_PER_PAGE } });
}

export const attsInfiniteOptions = () =>
  pagesQueryOptions(['atts', { per_page: ATTS_PER_PAGE }, 'pages'] as const, getAtts);

export function useAtts() {
  return useInfiniteQuery(attsInfiniteOptions());
}
