import { DOC_SLUG, type DocSlug } from '../codes/doc-slug';

/**
 * The AS form's two required agreement groups (rental-lifecycle.md 2, AS): the AS policy and the provision
 * of personal data. The documents do not name their documents; ours are the A/S policy (policy-care: what is
 * repaired free, what is charged, the visit and the photos) and the third-party provision consent (which
 * names AS visits as a purpose).
 */
export const CARE_AGREEMENT_GROUPS = [
  { key: 'policy', title: 'A/S 정책 동의', slugs: [DOC_SLUG.CARE] },
  { key: 'privacy', title: '개인정보 제공 동의', slugs: [DOC_SLUG.THIRD_PARTY] },
] as const satisfies readonly { key: string; title: string; slugs: readonly DocSlug[] }[];

export type CareAgreementKey = (typeof CARE_AGREEMENT_GROUPS)[number]['key'];

/** Every document behind the groups, for GET docs?slugs=… and the docConfirmables record. */
export const CARE_AGREEMENT_SLUGS: readonly DocSlug[] = CARE_AGREEMENT_GROUPS.flatMap((g) => [...g.slugs]);

/** The agreement is valid when every group is ticked. */
export function isCareAgreementValid(ticked: Partial<Record<CareAgreementKey, boolean>>): boolean {
  return CARE_AGREEMENT_GROUPS.every((g) => ticked[g.key] === true);
}

/** 전체 동의: ticks every group, or clears them all when all were ticked. */
export function toggleAllCareAgreements(
  ticked: Partial<Record<CareAgreementKey, boolean>>,
): Record<CareAgreementKey, boolean> {
  const next = !isCareAgreementValid(ticked);
  return Object.fromEntries(CARE_AGREEMENT_GROUPS.map((g) => [g.key, next])) as Record<
    CareAgreementKey,
    boolean
  >;
}
