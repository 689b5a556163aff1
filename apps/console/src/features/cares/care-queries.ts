import type { CareDetail, CareQueueQuery, CareRow } from '@shop/domain/api/admin/cares';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getData } from '../../shared/api';
import { listPageQuery } from '../../shared/list-page-query';

/** The AS area's calls and their cache keys: the queue's pages and one request. */
export const careKeys = {
  queue: ['cares', 'queue'] as const,
  detail: (id: number) => ['cares', 'detail', id] as const,
};

export const careQueueQuery = (q: Pick<CareQueueQuery, 'group' | 'page'> & { state: string; q: string }) =>
  listPageQuery<CareRow>([...careKeys.queue, q], '/cares', q);

export const careDetailQuery = (id: number) =>
  queryOptions({ queryKey: careKeys.detail(id), queryFn: () => getData<CareDetail>(`/cares/${id}`) });

/** After a write: the request's new state on screen at once, the queue and the dashboard's AS counts after. */
export function showCareWrite(queryClient: QueryClient, next: CareDetail) {
  queryClient.setQueryData(careKeys.detail(next.id), next);
  void queryClient.invalidateQueries({ queryKey: careKeys.queue });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}
