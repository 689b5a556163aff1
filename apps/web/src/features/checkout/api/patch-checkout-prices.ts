import type { CartPriceLineView } from '@shop/domain/api/carts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import type { CheckoutItem } from '../checkout-items';

/** PATCH carts/prices: the server's price lines for the items being ordered (never the browser's own). */
export function patchCheckoutPrices(items: readonly CheckoutItem[]): Promise<CartPriceLineView[]> {
  return http.patch<CartPriceLineView[]>('carts/prices', {
    carts: items.map(({ local_id, cartable_id, options }) => ({ local_id, cartable_id, options })),
  });
}

// The cart screen's key shape, so the two share the answer for the same items.
export const checkoutPricesQueryOptions = (items: readonly CheckoutItem[]) =>
  queryOptions({
    queryKey: [
      'carts',
      'prices',
      items.map((item) => [item.local_id, item.cartable_id, item.options]),
    ] as const,
    queryFn: () => patchCheckoutPrices(items),
    staleTime: 60_000,
  });

export function useCheckoutPrices(items: readonly CheckoutItem[]) {
  return useQuery({ ...checkoutPricesQueryOptions(items), enabled: items.length > 0 });
}
