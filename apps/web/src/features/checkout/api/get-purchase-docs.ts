import type { Doc } from '@shop/domain/api/docs';
import { PURCHASE_AGREEMENT_SLUGS } from '@shop/domain/checkout/purchase-agreement-groups';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET docs?slugs=…&per_page=-1: the purchase-flow documents of the two agreement groups. */
export async function getPurchaseDocs(): Promise<Doc[]> {
  return (
    await http.getPage<Doc>('docs', {
      query: { slugs: PURCHASE_AGREEMENT_SLUGS.join(','), per_page: PER_PAGE_ALL },
    })
  ).data;
}

export const purchaseDocsQueryOptions = () =>
  queryOptions({ queryKey: ['docs', 'purchase'] as const, queryFn: getPurchaseDocs, staleTime: 5 * 60_000 });

export function usePurchaseDocs() {
  return useQuery(purchaseDocsQueryOptions());
}
