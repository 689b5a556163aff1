import type { Forum } from '@shop/domain/api/forums';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { DEFAULT_PER_PAGE, PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pagesQueryOptions } from '../../../shared/api/pages-query-options';
import { http } from '../../../shared/http/http';

export type ForumsListQuery = { type: number; per_page: number; page?: number };

/** GET forums?type&per_page(&page): FAQ (100) or notices (200, newest first). */
export function getForums(query: ForumsListQuery) {
  return http.getPage<Forum>('forums', { query });
}

/** Every FAQ item at once (per_page=-1). */
export const faqForumsQueryOptions = () =>
  queryOptions({
    queryKey: ['forums', { type: FORUM_TYPE.FAQ, per_page: PER_PAGE_ALL }] as const,
    queryFn: () => getForums({ type: FORUM_TYPE.FAQ, per_page: PER_PAGE_ALL }).then((page) => page.data),
    staleTime: 5 * 60_000,
  });

export function useFaqForums() {
  return useQuery(faqForumsQueryOptions());
}

/** Notices a page at a time, for the 더 보기 button. */
export const noticeForumsInfiniteOptions = () =>
  pagesQueryOptions(
    ['forums', { type: FORUM_TYPE.NOTICE, per_page: DEFAULT_PER_PAGE }, 'pages'] as const,
    (page) => getForums({ type: FORUM_TYPE.NOTICE, per_page: DEFAULT_PER_PAGE, page }),
  );

export function useNoticeForums() {
  return useInfiniteQuery(noticeForumsInfiniteOptions());
}
