import type { CartPriceLineView, cartsPricesBodySchema } from '@shop/domain/api/carts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../http/http';

/** An item as PATCH carts/prices reads it (the cart's stored items and the checkout's carry more). */
export type PricedItem = Pick<
  z.input<typeof cartsPricesBodySchema>['carts'][number],
  'local_id' | 'cartable_id' | 'options'
>;

export const cartPricesKeys = {
  /** Keyed by each item's choice, so a selection change does not ask again but a synced copy does. */
  of: (items: readonly PricedItem[]) =>
    ['carts', 'prices', items.map((item) => [item.local_id, item.cartable_id, item.options])] as const,
};

/** PATCH carts/prices (visitors too): the price lines the server works out for these items. */
export function patchCartPrices(items: readonly PricedItem[]): Promise<CartPriceLineView[]> {
  if (items.length === 0) return Promise.resolve([]);
  const body: z.input<typeof cartsPricesBodySchema> = {
    carts: items.map(({ local_id, cartable_id, options }) => ({ local_id, cartable_id, options })),
  };
  return http.patch<CartPriceLineView[]>('carts/prices', body);
}

/** The cart screen and the checkout share the answer for the same items. */
export const cartPricesQueryOptions = (items: readonly PricedItem[]) =>
  queryOptions({
    queryKey: cartPricesKeys.of(items),
    queryFn: () => patchCartPrices(items),
    staleTime: 60_000,
  });

/** The cart screen's lines: a failure is swallowed (the screen falls back on the items' own prices). */
export function useCartPrices(items: readonly PricedItem[]) {
  return useQuery({ ...cartPricesQueryOptions(items), placeholderData: keepPreviousData, retry: 1 });
}

/** The checkout's lines: the server's prices for the items being ordered, never the browser's own. */
export function useCheckoutPrices(items: readonly PricedItem[]) {
  return useQuery({ ...cartPricesQueryOptions(items), enabled: items.length > 0 });
}
