import type { FavSymbol } from '@shop/domain/api/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET favSymbols/{id}: a result symbol, for the banner above the featured groups. */
export function getFavSymbol(id: number) {
  return http.get<FavSymbol>(`favSymbols/${id}`);
}

export const favSymbolQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['favSymbols', id] as const, queryFn: () => getFavSymbol(id) });

export function useFavSymbol(id: number | null) {
  return useQuery({ ...favSymbolQueryOptions(id ?? 0), enabled: id !== null });
}
