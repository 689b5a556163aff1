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
} as const;

export type DocSlug = (typeof DOC_SLUG)[keyof typeof DOC_SLUG];

export const DOC_SLUG_TYPE: Record<DocSlug, DocType> = {
  [DOC_SLUG.USAGE]: DOC_TYPE.TERM,
  [DOC_SLUG.THIRD_PARTY]: DOC_TYPE.TERM,
  [DOC_SLUG.PROMO_RECEIVE]: DOC_TYPE.TERM,
  [DOC_SLUG.E_COMMERCE]: DOC_TYPE.TERM,
  [DOC_SLUG.CONTRACT]: DOC_TYPE.TERM,
  [DOC_SLUG.PRIVACY]: DOC_TYPE.POLICY,
  [DOC_SLUG.REFUND]: DOC_TYPE.POLICY,
  [DOC_SLUG.SHIP]: DOC_TYPE.POLICY,
  [DOC_SLUG.PAYMENT]: DOC_TYPE.POLICY,
};

/** Documents a new user must agree to at sign-up. */
export const SIGNUP_REQUIRED_DOC_SLUGS: readonly DocSlug[] = [
  DOC_SLUG.USAGE,
  DOC_SLUG.PRIVACY,
  DOC_SLUG.PROMO_RECEIVE,
];

/** Documents that must be agreed in the purchase flow. */
export const PURCHASE_REQUIRED_DOC_SLUGS: readonly DocSlug[] = [DOC_SLUG.E_COMMERCE, DOC_SLUG.THIRD_PARTY];
