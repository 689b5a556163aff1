import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import type { NoticeMsg } from './get-notice-msgs';

/** GET noticeMsgs/{id}. */
export function getNoticeMsg(id: string) {
  return http.get<NoticeMsg>(`noticeMsgs/${encodeURIComponent(id)}`);
}

export const noticeMsgQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['noticeMsgs', id] as const, queryFn: () => getNoticeMsg(id) });

export function useNoticeMsg(id: string) {
  return useQuery(noticeMsgQueryOptions(id));
}
