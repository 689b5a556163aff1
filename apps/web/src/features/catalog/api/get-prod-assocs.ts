import type { ProdAssoc } from '@shop/domain/api/assocs';
import { assocsOnce } from '@shop/domain/catalog/assocs-once';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET prodAssocs?prod_id: the recommended and related products of a product, each product once. */
export function getProdAssocs(prodId: number): Promise<ProdAssoc[]> {
  return http
    .getPage<ProdAssoc>('prodAssocs', { query: { prod_id: prodId } })
    .then((page) => assocsOnce(page.data));
}

export const prodAssocsQueryOptions = (prodId: number) =>
  queryOptions({
    queryKey: ['prodAssocs', { prod_id: prodId }] as const,
    queryFn: () => getProdAssocs(prodId),
  });

export function useProdAssocs(prodId: number) {
  return useQuery(prodAssocsQueryOptions(prodId));
}
