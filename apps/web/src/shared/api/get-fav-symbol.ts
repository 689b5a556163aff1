import type { FavSymbol } from '@shop/domain/api/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../http/api-error';
import { http } from '../http/http';

export const favSymbolKeys = {
  one: (id: number) => ['favSymbols', id] as const,
};

/** GET favSymbols/{id}: a quiz result symbol with its recommended products. */
export function getFavSymbol(id: number): Promise<FavSymbol> {
  return http.get<FavSymbol>(`favSymbols/${id}`);
}

export const favSymbolQueryOptions = (id: number) =>
  queryOptions({ queryKey: favSymbolKeys.one(id), queryFn: () => getFavSymbol(id) });

/** A symbol shown beside other things (the home's banner): waits while there is none to show. */
export function useFavSymbol(id: number | null) {
  return useQuery({ ...favSymbolQueryOptions(id ?? 0), enabled: id !== null });
}

/** A screen's main query: an unknown symbol swaps the page for the 404 screen. */
export function useFavSymbolScreen(id: number) {
  return useQuery({ ...favSymbolQueryOptions(id), throwOnError: throwPageErrors });
}
