import type { ProdOrderer } from '@shop/domain/api/subscs-read';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET prodOrderers?care_unset=1&orderer_type=subscription&orderer_id=: a rental's products that may get AS now. */
export async function getCareProds(subscId: number): Promise<ProdOrderer[]> {
  return (
    await http.getPage<ProdOrderer>('prodOrderers', {
      query: { care_unset: 1, orderer_type: 'subscription', orderer_id: subscId },
    })
  ).data;
}

export const careProdsQueryOptions = (subscId: number) =>
  queryOptions({
    queryKey: ['prodOrderers', 'care_unset', subscId] as const,
    queryFn: () => getCareProds(subscId),
  });

/** The form's main query: a subsc_id that is not one of the customer's rentals shows the 404 screen. */
export function useCareProds(subscId: number | null) {
  return useQuery({
    ...careProdsQueryOptions(subscId ?? 0),
    enabled: subscId !== null,
    throwOnError: throwPageErrors,
  });
}
