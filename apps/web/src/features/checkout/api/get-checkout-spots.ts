import type { SpotView } from '@shop/domain/api/spots';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET spots?spotable_type=user&per_page=-1: the address book to pick the delivery address from. */
export async function getCheckoutSpots(): Promise<SpotView[]> {
  return (await http.getPage<SpotView>('spots', { query: { spotable_type: 'user', per_page: PER_PAGE_ALL } }))
    .data;
}

// The address book's key, so a save on either screen refreshes both.
export const checkoutSpotsQueryOptions = () =>
  queryOptions({ queryKey: ['spots'] as const, queryFn: getCheckoutSpots });

export function useCheckoutSpots() {
  return useQuery(checkoutSpotsQueryOptions());
}
