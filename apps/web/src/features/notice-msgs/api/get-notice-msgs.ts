import type { noticeMsgSchema } from '@shop/domain/api/users';
import { NOTICE_MSG_PER_PAGE } from '@shop/domain/limits/pagination';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type NoticeMsg = z.infer<typeof noticeMsgSchema>;

/** GET noticeMsgs?page&per_page=5: the outbox (development only), newest first. */
export function getNoticeMsgs(page: number) {
  return http.getPage<NoticeMsg>('noticeMsgs', { query: { page, per_page: NOTICE_MSG_PER_PAGE } });
}

export const noticeMsgsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['noticeMsgs'] as const,
    queryFn: ({ pageParam }) => getNoticeMsgs(pageParam),
    initialPageParam: 1,
    // 더 보기 while current_page < last_page.
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

export function useNoticeMsgs() {
  return useInfiniteQuery(noticeMsgsQueryOptions());
}
