import type { SpotView } from '@shop/domain/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../http/http';

/** GET spots?spotable_type=user&per_page=-1: the signed-in customer's address book. */
export async function getSpots(): Promise<SpotView[]> {
  return (await http.getPage<SpotView>('spots', { query: { spotable_type: 'user', per_page: -1 } })).data;
}

export const spotsQueryOptions = () => queryOptions({ queryKey: ['spots'] as const, queryFn: getSpots });

export function useSpots() {
  return useQuery(spotsQueryOptions());
}
