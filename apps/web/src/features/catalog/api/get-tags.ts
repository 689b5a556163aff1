import type { Tag } from '@shop/domain/api/catalog';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET tags?per_page=-1: every enabled tag. */
export function getTags(): Promise<Tag[]> {
  return http.getPage<Tag>('tags', { query: { per_page: PER_PAGE_ALL } }).then((page) => page.data);
}

export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: ['tags', { per_page: PER_PAGE_ALL }] as const,
    queryFn: getTags,
    staleTime: 5 * 60_000,
  });

/** Every enabled tag; `enabled: false` leaves them unread (a list that is not a tag's). */
export function useTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tagsQueryOptions(), enabled });
}
