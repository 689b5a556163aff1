import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { getPage, type Query } from './api';

/** How many rows a list screen shows a page. */
export const LIST_PAGE_SIZE = 30;

/**
 * A list screen's read of one page: GET `path` with `query` (its filters and page), LIST_PAGE_SIZE rows a
 * page; the page on screen stays while the next one is read.
 */
export const listPageQuery = <T>(queryKey: QueryKey, path: string, query: Query) =>
  queryOptions({
    queryKey,
    queryFn: () => getPage<T>(path, { ...query, per_page: LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
