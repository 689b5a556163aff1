import type { Doc } from '@shop/domain/api/docs';
import { SIGNUP_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET docs?slugs=…: the documents a new user agrees to (usage terms, privacy policy, promo receive). */
export type SignupDoc = { id: number; slug: string; title: string };

export function getSignupDocs(): Promise<SignupDoc[]> {
  return http
    .getPage<Doc>('docs', { query: { slugs: SIGNUP_REQUIRED_DOC_SLUGS.join(','), per_page: PER_PAGE_ALL } })
    .then((page) =>
      page.data.flatMap((doc) => (doc.slug ? [{ id: doc.id, slug: doc.slug, title: doc.title }] : [])),
    );
}

export const signupDocsQueryOptions = () =>
  queryOptions({ queryKey: ['docs', 'signup'] as const, queryFn: getSignupDocs, staleTime: 5 * 60_000 });

export function useSignupDocs() {
  return useQuery(signupDocsQueryOptions());
}
