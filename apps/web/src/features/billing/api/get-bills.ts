import type { BillingPayment } from '@shop/domain/api/billing';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET payments?orderer_id&orderer_type=subscription&per_page=-1&type=bill: every charge of a rental. */
export async function getBills(subscId: number): Promise<BillingPayment[]> {
  return (
    await http.getPage<BillingPayment>('payments', {
      query: { orderer_id: subscId, orderer_type: 'subscription', per_page: PER_PAGE_ALL, type: 'bill' },
    })
  ).data;
}

export const billsQueryOptions = (subscId: number) =>
  queryOptions({ queryKey: ['payments', 'bill', subscId] as const, queryFn: () => getBills(subscId) });

/** The screen's main query: a rental that is not the customer's (or none) shows the 404 screen. */
export function useBills(subscId: number) {
  return useQuery({ ...billsQueryOptions(subscId), throwOnError: throwPageErrors });
}
