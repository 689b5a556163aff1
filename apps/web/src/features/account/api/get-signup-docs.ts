import type { Doc } from '@shop/domain/api/docs';
import { type DocSlug, SIGNUP_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET docs?slugs=…: the documents of sign-up (usage terms and privacy policy required, promo receive optional). */
export type SignupDoc = { id: number; slug: string; title: string };

const order = (slug: string) => SIGNUP_DOC_SLUGS.indexOf(slug as DocSlug);

export function getSignupDocs(): Promise<SignupDoc[]> {
  return http
    .getPage<Doc>('docs', { query: { slugs: SIGNUP_DOC_SLUGS.join(','), per_page: PER_PAGE_ALL } })
    .then((page) =>
      page.data
        .flatMap((doc) => (doc.slug ? [{ id: doc.id, slug: doc.slug, title: doc.title }] : []))
        // Required first, the optional advertising consent last, whatever order the server keeps them in.
        .sort((a, b) => order(a.slug) - order(b.slug)),
    );
}

export const signupDocsQueryOptions = () =>
  queryOptions({ queryKey: ['docs', 'signup'] as const, queryFn: getSignupDocs, staleTime: 5 * 60_000 });

export function useSignupDocs() {
  return useQuery(signupDocsQueryOptions());
}
