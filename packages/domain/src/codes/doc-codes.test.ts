import { describe, expect, it } from 'vitest';
import {
  DOC_SLUG,
  DOC_SLUG_TYPE,
  PURCHASE_REQUIRED_DOC_SLUGS,
  SIGNUP_DOC_SLUGS,
  SIGNUP_OPTIONAL_DOC_SLUGS,
  SIGNUP_REQUIRED_DOC_SLUGS,
} from './doc-slug';
import { DOC_TYPE } from './doc-type';
import { FORUM_TYPE } from './forum-type';

describe('document and forum codes', () => {
  it('pin document and forum types', () => {
    expect(DOC_TYPE).toEqual({ TERM: 100, INFO: 200, POLICY: 300, PROD_MANUAL: 801 });
    expect(FORUM_TYPE).toEqual({ FAQ: 100, NOTICE: 200 });
  });

  it('pin the slugs and give terms type 100 and policies type 300', () => {
    expect(DOC_SLUG).toEqual({
      USAGE: 'term-usage',
      THIRD_PARTY: 'term-third-party',
      PROMO_RECEIVE: 'term-promo-receive',
      E_COMMERCE: 'term-e-commerce',
      CONTRACT: 'term-contract',
      PRIVACY: 'policy-privacy',
      REFUND: 'policy-refund',
      SHIP: 'policy-ship',
      PAYMENT: 'policy-payment',
      CARE: 'policy-care',
    });
    for (const slug of Object.values(DOC_SLUG)) {
      expect(DOC_SLUG_TYPE[slug]).toBe(slug.startsWith('term-') ? 100 : 300);
    }
  });

  it('pin the sign-up and purchase groups', () => {
    expect(SIGNUP_REQUIRED_DOC_SLUGS).toEqual(['term-usage', 'policy-privacy']);
    expect(SIGNUP_OPTIONAL_DOC_SLUGS).toEqual(['term-promo-receive']);
    expect(SIGNUP_DOC_SLUGS).toEqual(['term-usage', 'policy-privacy', 'term-promo-receive']);
    expect(PURCHASE_REQUIRED_DOC_SLUGS).toEqual(['term-e-commerce', 'term-third-party']);
  });
});
