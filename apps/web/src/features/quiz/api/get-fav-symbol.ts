import type { FavSymbol } from '@shop/domain/api/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET favSymbols/{id}: a result symbol with its recommended products. */
export function getFavSymbol(id: number) {
  return http.get<FavSymbol>(`favSymbols/${id}`);
}

export const favSymbolQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['favSymbols', id] as const, queryFn: () => getFavSymbol(id) });

/** A screen's main query: an unknown symbol swaps the page for the 404 screen. */
export function useFavSymbol(id: number) {
  return useQuery({ ...favSymbolQueryOptions(id), throwOnError: throwPageErrors });
}
