import type { CartPriceLineView } from '@shop/domain/api/carts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

type PricedItem = { local_id: string; cartable_id: number; options: unknown };

/** PATCH carts/prices (visitors too): the price lines the server works out for these items. */
export function patchCartPrices(items: readonly PricedItem[]): Promise<CartPriceLineView[]> {
  if (items.length === 0) return Promise.resolve([]);
  return http.patch<CartPriceLineView[]>('carts/prices', {
    carts: items.map(({ local_id, cartable_id, options }) => ({ local_id, cartable_id, options })),
  });
}

/** Keyed by each item's choice, so a selection change does not ask again but a synced copy does. */
export const cartPricesQueryOptions = (items: readonly PricedItem[]) =>
  queryOptions({
    queryKey: [
      'carts',
      'prices',
      items.map((item) => [item.local_id, item.cartable_id, item.options]),
    ] as const,
    queryFn: () => patchCartPrices(items),
    staleTime: 60_000,
    retry: 1,
  });

/** Cart server failures are swallowed: the screen then falls back on the items' own prices. */
export function useCartPrices(items: readonly PricedItem[]) {
  return useQuery({ ...cartPricesQueryOptions(items), placeholderData: keepPreviousData });
}
