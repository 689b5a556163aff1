import type { Payment } from '@shop/domain/api/payments';
import { usableCards } from '@shop/domain/checkout/usable-cards';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET paymentOrderers?type=bill_auth: the saved cards a rental's card can be changed to. */
export async function getBillCards(): Promise<Payment[]> {
  const page = await http.getPage<Payment>('paymentOrderers', {
    query: { type: 'bill_auth', per_page: PER_PAGE_ALL },
  });
  return usableCards(page.data);
}

export const billCardsQueryOptions = () =>
  queryOptions({ queryKey: ['paymentOrderers', 'bill_auth', 'usable'] as const, queryFn: getBillCards });

export function useBillCards(enabled: boolean) {
  return useQuery({ ...billCardsQueryOptions(), enabled });
}
