import type { ProdDetail } from '@shop/domain/api/catalog';
import { firstLoadCalls } from '@shop/domain/catalog/first-load-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET prods/{id}, optionally priced in another subscription category (?subsc_cat_id). */
export function getProd(prodId: number, subscCatId?: number): Promise<ProdDetail> {
  const call = firstLoadCalls.prod(prodId, subscCatId);
  return http.get<ProdDetail>(call.path, { query: call.query });
}

export const prodQueryOptions = (prodId: number, subscCatId?: number) =>
  queryOptions({
    queryKey: ['prods', prodId, { subsc_cat_id: subscCatId }] as const,
    queryFn: () => getProd(prodId, subscCatId),
  });

/** An unknown product reaches the route's error boundary as the 404 screen. */
export function useProd(prodId: number, subscCatId?: number) {
  return useQuery({ ...prodQueryOptions(prodId, subscCatId), throwOnError: throwPageErrors });
}
