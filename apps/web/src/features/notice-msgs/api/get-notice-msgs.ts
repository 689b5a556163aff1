import type { noticeMsgSchema } from '@shop/domain/api/users';
import { NOTICE_MSG_PER_PAGE } from '@shop/domain/limits/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pagesQueryOptions } from '../../../shared/api/pages-query-options';
import { http } from '../../../shared/http/http';

export type NoticeMsg = z.infer<typeof noticeMsgSchema>;

/** GET noticeMsgs?page&per_page=5: the outbox (development only), newest first. */
export function getNoticeMsgs(page: number) {
  return http.getPage<NoticeMsg>('noticeMsgs', { query: { page, per_page: NOTICE_MSG_PER_PAGE } });
}

export const noticeMsgsQueryOptions = () => pagesQueryOptions(['noticeMsgs'] as const, getNoticeMsgs);

export function useNoticeMsgs() {
  return useInfiniteQuery(noticeMsgsQueryOptions());
}
