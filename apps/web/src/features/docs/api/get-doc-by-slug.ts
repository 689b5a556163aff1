import type { Doc } from '@shop/domain/api/docs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET docs/slug/{slug} (public); an unknown slug answers 404. */
export function getDocBySlug(slug: string): Promise<Doc> {
  return http.get<Doc>(`docs/slug/${encodeURIComponent(slug)}`);
}

export const docBySlugQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['docs', 'slug', slug] as const, queryFn: () => getDocBySlug(slug) });

export function useDocBySlug(slug: string) {
  return useQuery({ ...docBySlugQueryOptions(slug), throwOnError: throwPageErrors });
}
