import { DOC_TYPE, type DocType } from './doc-type';

// The documents name these terms and policies but not their slugs; the scheme is
// docs/decisions/004-unstated-code-values.md: `term-*` are terms (100), `policy-*` are policies (300).
export const DOC_SLUG = {
  USAGE: 'term-usage',
  THIRD_PARTY: 'term-third-party',
  PROMO_RECEIVE: 'term-promo-receive',
  E_COMMERCE: 'term-e-commerce',
  CONTRACT: 'term-contract',
  PRIVACY: 'policy-privacy',
  REFUND: 'policy-refund',
  SHIP: 'policy-ship',
  PAYMENT: 'policy-payment',
  /** The A/S policy the AS request form asks the customer to agree to (ours, issue 12). */
  CARE: 'policy-care',
} as const;

export type DocSlug = (typeof DOC_SLUG)[keyof typeof DOC_SLUG];

/** Each slug's document type, read off its prefix by the scheme above. */
export const DOC_SLUG_TYPE = Object.fromEntries(
  Object.values(DOC_SLUG).map((slug) => [slug, slug.startsWith('term-') ? DOC_TYPE.TERM : DOC_TYPE.POLICY]),
) as Record<DocSlug, DocType>;

/** Documents a new user must agree to at sign-up. */
export const SIGNUP_REQUIRED_DOC_SLUGS: readonly DocSlug[] = [DOC_SLUG.USAGE, DOC_SLUG.PRIVACY];

/**
 * Shown at sign-up as [선택]: receiving advertising is a separate, optional choice (정보통신망법 §50,
 * 개인정보 보호법 §22; docs/decisions/019-marketing-consent-is-optional.md). Agreeing to it turns on the
 * settings' 광고성 정보 수신.
 */
export const SIGNUP_OPTIONAL_DOC_SLUGS: readonly DocSlug[] = [DOC_SLUG.PROMO_RECEIVE];

/** Every document the sign-up form shows, required first. */
export const SIGNUP_DOC_SLUGS: readonly DocSlug[] = [
  ...SIGNUP_REQUIRED_DOC_SLUGS,
  ...SIGNUP_OPTIONAL_DOC_SLUGS,
];

/** Documents that must be agreed in the purchase flow. */
export const PURCHASE_REQUIRED_DOC_SLUGS: readonly DocSlug[] = [DOC_SLUG.E_COMMERCE, DOC_SLUG.THIRD_PARTY];
