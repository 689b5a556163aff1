import type { Payment } from '@shop/domain/api/payments';
import { usableCards } from '@shop/domain/checkout/usable-cards';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/http';

/** The keys of GET paymentOrderers; `all` is what registering or removing a card invalidates. */
export const cardKeys = {
  all: ['paymentOrderers'] as const,
  saved: ['paymentOrderers', 'bill_auth'] as const,
  usable: ['paymentOrderers', 'bill_auth', 'usable'] as const,
};

/** GET paymentOrderers?type=bill_auth: the saved cards a checkout or a card change may pick (usable ones). */
export async function getUsableCards(): Promise<Payment[]> {
  const page = await http.getPage<Payment>('paymentOrderers', {
    query: { type: 'bill_auth', per_page: PER_PAGE_ALL },
  });
  return usableCards(page.data);
}

export const usableCardsQueryOptions = () =>
  queryOptions({ queryKey: cardKeys.usable, queryFn: getUsableCards });

export function useUsableCards(enabled = true) {
  return useQuery({ ...usableCardsQueryOptions(), enabled });
}
