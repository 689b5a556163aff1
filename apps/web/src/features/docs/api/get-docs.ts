import type { Doc } from '@shop/domain/api/docs';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** The filters of GET docs (section 7); every list is read whole (per_page=-1). */
export type DocsFilter = {
  slugs?: string;
  slug?: string;
  type?: number;
  docable_type?: 'product';
  prod_corp_maker_id?: number;
  prod_prod_cat_id?: number;
  prod_id?: number;
  query?: string;
};

export function getDocs(filter: DocsFilter): Promise<Doc[]> {
  return http
    .getPage<Doc>('docs', { query: { ...filter, per_page: PER_PAGE_ALL } })
    .then((page) => page.data);
}

export const docsQueryOptions = (filter: DocsFilter) =>
  queryOptions({
    queryKey: ['docs', filter] as const,
    queryFn: () => getDocs(filter),
    staleTime: 5 * 60_000,
  });

export function useDocs(filter: DocsFilter) {
  return useQuery({ ...docsQueryOptions(filter), placeholderData: keepPreviousData });
}
