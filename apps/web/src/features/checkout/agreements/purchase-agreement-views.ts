import type { Doc } from '@shop/domain/api/docs';
import { PURCHASE_AGREEMENT_GROUPS } from '@shop/domain/checkout/purchase-agreement-groups';
import type { AgreementGroupView } from './agreement-groups';

/** The purchase agreement groups with their documents, in the groups' order of slugs. */
export function purchaseAgreementViews(docs: readonly Doc[]): AgreementGroupView[] {
  return PURCHASE_AGREEMENT_GROUPS.map((group) => {
    const groupDocs = group.slugs.flatMap((slug) => docs.filter((doc) => doc.slug === slug));
    return { key: group.key, title: group.title, docs: groupDocs, docIds: groupDocs.map((d) => d.id) };
  });
}
