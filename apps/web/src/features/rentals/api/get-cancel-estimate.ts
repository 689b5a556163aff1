import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

export type CancelKind = 'cancel' | 'init-cancel';

/**
 * GET subscs/{id}?flag=cancel&spot_out_at= (the termination estimate for a pickup date) or flag=init-cancel
 * (an order cancel, always 0): the rental with its `cancel_estimate`.
 */
export function getCancelEstimate(subscId: number, kind: CancelKind, spotOutAt?: string) {
  return http.get<SubscDetail>(`subscs/${subscId}`, {
    query: { flag: kind, spot_out_at: kind === 'cancel' ? spotOutAt : undefined },
  });
}

export const cancelEstimateQueryOptions = (subscId: number, kind: CancelKind, spotOutAt?: string) =>
  queryOptions({
    queryKey: ['subscs', 'detail', subscId, 'estimate', kind, spotOutAt ?? null] as const,
    queryFn: () => getCancelEstimate(subscId, kind, spotOutAt),
  });

export function useCancelEstimate(subscId: number, kind: CancelKind, spotOutAt?: string) {
  return useQuery({
    ...cancelEstimateQueryOptions(subscId, kind, spotOutAt),
    throwOnError: throwPageErrors,
    placeholderData: keepPreviousData,
  });
}
