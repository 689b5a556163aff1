import type { SubscCat } from '@shop/domain/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/http';

/** GET subscCats?type=multi: the exchange-subscription categories. */
export async function getSubscCats(): Promise<SubscCat[]> {
  return (await http.getPage<SubscCat>('subscCats', { query: { type: 'multi' } })).data;
}

export const subscCatsQueryOptions = () =>
  queryOptions({ queryKey: ['subscCats', 'multi'] as const, queryFn: getSubscCats });

/** The exchange categories; `enabled: false` leaves them unread (a product list that is not a category's). */
export function useSubscCats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscCatsQueryOptions(), enabled });
}
