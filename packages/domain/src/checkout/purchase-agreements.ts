import { PURCHASE_REQUIRED_DOC_SLUGS } from '../codes/doc-slug';

/**
 * The purchase-flow documents (of those published) the customer has not agreed to; empty means he may pay.
 * `published` are the slugs that exist, `agreed` the slugs of the documents he ticked.
 */
export function missingPurchaseAgreements(published: readonly string[], agreed: readonly string[]): string[] {
  const have = new Set(agreed);
  return PURCHASE_REQUIRED_DOC_SLUGS.filter((slug) => published.includes(slug) && !have.has(slug));
}
