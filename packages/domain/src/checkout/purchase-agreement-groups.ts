import { DOC_SLUG, type DocSlug } from '../codes/doc-slug';

/**
 * The checkout's two agreement groups (storefront-and-account.md 2.6): 1. the subscription (rental) terms,
 * 2. the personal-information consent. The documents name the groups but not their documents; these are
 * the purchase-flow documents of DOC_SLUG, and every required one (PURCHASE_REQUIRED_DOC_SLUGS) is in one.
 */
export const PURCHASE_AGREEMENT_GROUPS = [
  { key: 'subsc', title: '구독(렌탈) 약관 동의', slugs: [DOC_SLUG.CONTRACT, DOC_SLUG.E_COMMERCE] },
  {
    key: 'privacy',
    title: '개인정보 수집·이용 및 제공 동의',
    slugs: [DOC_SLUG.THIRD_PARTY, DOC_SLUG.PRIVACY],
  },
] as const satisfies readonly { key: string; title: string; slugs: readonly DocSlug[] }[];

export type PurchaseAgreementGroupKey = (typeof PURCHASE_AGREEMENT_GROUPS)[number]['key'];

/** Every document the checkout asks for, for GET docs?slugs=…. */
export const PURCHASE_AGREEMENT_SLUGS: readonly DocSlug[] = PURCHASE_AGREEMENT_GROUPS.flatMap((g) => [
  ...g.slugs,
]);

/** The group a document belongs to, or null for one the checkout does not show. */
export function agreementGroupOf(slug: string | null | undefined): PurchaseAgreementGroupKey | null {
  return (
    // Stryker disable next-line StringLiteral: the fallback only has to be no slug of a group; '' and any other non-slug text find none
    PURCHASE_AGREEMENT_GROUPS.find((g) => (g.slugs as readonly string[]).includes(slug ?? ''))?.key ?? null
  );
}
