import type { SubscCat } from '@shop/domain/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET subscCats?type=multi: the exchange-subscription categories. */
export async function getSubscCats(): Promise<SubscCat[]> {
  return (await http.getPage<SubscCat>('subscCats', { query: { type: 'multi' } })).data;
}

export const subscCatsQueryOptions = () =>
  queryOptions({ queryKey: ['subscCats', 'multi'] as const, queryFn: getSubscCats });

export function useSubscCats() {
  return useQuery(subscCatsQueryOptions());
}
