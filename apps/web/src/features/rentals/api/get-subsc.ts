import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET subscs/{id} (subsc_cat_type=multi for an exchange subscription): one rental of the customer. */
export function getSubsc(subscId: number, multi = false): Promise<SubscDetail> {
  return http.get<SubscDetail>(`subscs/${subscId}`, {
    query: { subsc_cat_type: multi ? 'multi' : undefined },
  });
}

export const subscQueryOptions = (subscId: number, multi = false) =>
  queryOptions({
    queryKey: ['subscs', 'detail', subscId, multi] as const,
    queryFn: () => getSubsc(subscId, multi),
  });

/** Another customer's or an unknown rental reaches the error boundary as the 404 screen. */
export function useSubsc(subscId: number, multi = false) {
  return useQuery({ ...subscQueryOptions(subscId, multi), throwOnError: throwPageErrors });
}
