import { describe, expect, it } from 'vitest';
import { DOC_SLUG, PURCHASE_REQUIRED_DOC_SLUGS } from '../codes/doc-slug';
import { PAYMENT_STATE } from '../codes/payment-state';
import { SPOT_STATE } from '../codes/spot-state';
import { preselectedSpot } from './preselected-spot';
import {
  agreementGroupOf,
  PURCHASE_AGREEMENT_GROUPS,
  PURCHASE_AGREEMENT_SLUGS,
} from './purchase-agreement-groups';
import { usableCards } from './usable-cards';

describe('purchase agreement groups', () => {
  it('are two: subscription terms, then personal-information consent', () => {
    expect(PURCHASE_AGREEMENT_GROUPS.map((g) => g.key)).toEqual(['subsc', 'privacy']);
  });

  it('hold every required purchase document, each in exactly one group', () => {
    for (const slug of PURCHASE_REQUIRED_DOC_SLUGS) expect(PURCHASE_AGREEMENT_SLUGS).toContain(slug);
    expect(new Set(PURCHASE_AGREEMENT_SLUGS).size).toBe(PURCHASE_AGREEMENT_SLUGS.length);
  });

  it('tell the group of a document', () => {
    expect(agreementGroupOf(DOC_SLUG.E_COMMERCE)).toBe('subsc');
    expect(agreementGroupOf(DOC_SLUG.THIRD_PARTY)).toBe('privacy');
    expect(agreementGroupOf(DOC_SLUG.USAGE)).toBeNull();
    expect(agreementGroupOf(null)).toBeNull();
  });
});

describe('preselected address', () => {
  const none = (id: number) => ({ id, state: SPOT_STATE.NONE });
  it('is the first default entry', () => {
    expect(
      preselectedSpot([none(1), { id: 2, state: SPOT_STATE.DEFAULT }, { id: 3, state: SPOT_STATE.DEFAULT }])
        ?.id,
    ).toBe(2);
  });
  it('else the first, else none', () => {
    expect(preselectedSpot([none(4), none(5)])?.id).toBe(4);
    expect(preselectedSpot([])).toBeNull();
  });
});

describe('usable cards', () => {
  const card = (id: number, state: number, bill_key: string | null) => ({ id, state, pays: { bill_key } });
  it('keep successful registrations once per billing key, in order', () => {
    const cards = [
      card(1, PAYMENT_STATE.BILL_AUTH_FAIL, 'a'),
      card(2, PAYMENT_STATE.BILL_AUTH_SUCCESS, 'k1'),
      card(3, PAYMENT_STATE.BILL_AUTH_SUCCESS, null),
      card(4, PAYMENT_STATE.BILL_AUTH_SUCCESS, 'k1'),
      card(5, PAYMENT_STATE.BILL_AUTH_SUCCESS, 'k2'),
    ];
    expect(usableCards(cards).map((c) => c.id)).toEqual([2, 5]);
    expect(usableCards([])).toEqual([]);
  });
});
