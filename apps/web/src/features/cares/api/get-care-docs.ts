import type { Doc } from '@shop/domain/api/docs';
import { CARE_AGREEMENT_SLUGS } from '@shop/domain/care/care-agreement-groups';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET docs?slugs=…&per_page=-1: the documents behind the AS agreement groups. */
export async function getCareDocs(): Promise<Doc[]> {
  return (
    await http.getPage<Doc>('docs', {
      query: { slugs: CARE_AGREEMENT_SLUGS.join(','), per_page: PER_PAGE_ALL },
    })
  ).data;
}

export const careDocsQueryOptions = () =>
  queryOptions({ queryKey: ['docs', 'care'] as const, queryFn: getCareDocs, staleTime: 5 * 60_000 });

export function useCareDocs() {
  return useQuery(careDocsQueryOptions());
}
