import type { Doc } from '@shop/domain/api/docs';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { useQuery } from '@tanstack/react-query';
import { http } from '../http/http';

/** GET docs?slugs=…&per_page=-1: the documents behind a flow's agreement groups. */
export async function getAgreementDocs(slugs: readonly string[]): Promise<Doc[]> {
  return (await http.getPage<Doc>('docs', { query: { slugs: slugs.join(','), per_page: PER_PAGE_ALL } }))
    .data;
}

/** The agreement documents of the checkout (`purchase`) or of an AS request (`care`), cached as ['docs', flow]. */
export function useAgreementDocs(flow: 'purchase' | 'care', slugs: readonly string[]) {
  return useQuery({
    queryKey: ['docs', flow] as const,
    queryFn: () => getAgreementDocs(slugs),
    staleTime: 5 * 60_000,
  });
}
