import type { ListMeta } from '@shop/domain/api/envelope';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { Page } from '../http/client';

/** The page after this one while there is one (current_page below last_page); otherwise none. */
export function nextPageParam(meta: ListMeta): number | undefined {
  return meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
}

/** A list read a page at a time, for its 더 보기 button: page 1 first, then the next while there is one. */
export const pagesQueryOptions = <T, Key extends QueryKey>(
  queryKey: Key,
  getPage: (page: number) => Promise<Page<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageParam(last.meta),
  });
