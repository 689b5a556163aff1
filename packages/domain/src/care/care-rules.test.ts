import { describe, expect, it } from 'vitest';
import { CARE_STATE } from '../codes/care-state';
import { CARE_AGREEMENT_MESSAGE, CARE_ATTACHMENT_ACCEPT, canSubmitCare, mayCancelCare } from './care-rules';

describe('care rules', () => {
  it('allow withdrawing only an UNSET request', () => {
    const cancellable = Object.values(CARE_STATE).filter(mayCancelCare);
    expect(cancellable).toEqual([CARE_STATE.UNSET]);
  });

  it('need a product, an address and the agreement to submit', () => {
    expect(canSubmitCare({ selectedCount: 1, spotId: 3, agreed: true })).toBe(true);
    expect(canSubmitCare({ selectedCount: 0, spotId: 3, agreed: true })).toBe(false);
    expect(canSubmitCare({ selectedCount: 1, spotId: null, agreed: true })).toBe(false);
    expect(canSubmitCare({ selectedCount: 1, spotId: 3, agreed: false })).toBe(false);
  });

  it('pin the agreement message and the accepted files', () => {
    expect(CARE_AGREEMENT_MESSAGE).toBe('A/S정책 및 개인정보 제공 동의해주세요.');
    expect(CARE_ATTACHMENT_ACCEPT).toBe('.jpg,.png,.pdf');
  });
});
