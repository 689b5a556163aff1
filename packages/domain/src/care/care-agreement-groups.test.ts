import { describe, expect, it } from 'vitest';
import { DOC_SLUG } from '../codes/doc-slug';
import {
  CARE_AGREEMENT_GROUPS,
  CARE_AGREEMENT_SLUGS,
  isCareAgreementValid,
  toggleAllCareAgreements,
} from './care-agreement-groups';

describe('AS agreement groups', () => {
  it('are the AS policy and the personal-data provision, each with a known document', () => {
    expect(CARE_AGREEMENT_GROUPS.map((g) => g.key)).toEqual(['policy', 'privacy']);
    expect(CARE_AGREEMENT_SLUGS).toEqual([DOC_SLUG.CARE, DOC_SLUG.THIRD_PARTY]);
    expect(CARE_AGREEMENT_SLUGS).toEqual(['policy-care', 'term-third-party']);
  });

  it('are valid only when both groups are ticked', () => {
    expect(isCareAgreementValid({})).toBe(false);
    expect(isCareAgreementValid({ policy: true })).toBe(false);
    expect(isCareAgreementValid({ policy: true, privacy: false })).toBe(false);
    expect(isCareAgreementValid({ policy: true, privacy: true })).toBe(true);
  });

  it('전체 동의 ticks both, and clears both once both are ticked', () => {
    expect(toggleAllCareAgreements({ privacy: true })).toEqual({ policy: true, privacy: true });
    expect(toggleAllCareAgreements({ policy: true, privacy: true })).toEqual({
      policy: false,
      privacy: false,
    });
  });
});
