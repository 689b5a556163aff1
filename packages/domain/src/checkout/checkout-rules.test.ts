import { describe, expect, it } from 'vitest';
import { DOC_SLUG } from '../codes/doc-slug';
import { isCardExpiryCurrent, maskCardNumber, passesLuhn } from './card-mask';
import { failResultMsg } from './fail-result-msg';
import { clientCostMatches, firstInstalment } from './first-instalment';
import { missingPurchaseAgreements } from './purchase-agreements';

describe('card numbers', () => {
  it('keep only the first and last four digits', () => {
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('4242-****-****-4242');
    expect(maskCardNumber('4000-0000-0000-0002')).toBe('4000-****-****-0002');
    expect(maskCardNumber('1234567')).toBe('*******');
    expect(maskCardNumber('536648******1234')).toBe('5366-****-****-1234');
  });

  it('pass the Luhn check when real', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000 0000 0000 0002')).toBe(true);
    expect(passesLuhn('4000000000000119')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });

  it('expire after their MMYY month', () => {
    const now = { year: 2026, month: 5 };
    expect(isCardExpiryCurrent('0526', now)).toBe(true);
    expect(isCardExpiryCurrent('0426', now)).toBe(false);
    expect(isCardExpiryCurrent('0130', now)).toBe(true);
    expect(isCardExpiryCurrent('1326', now)).toBe(false);
    expect(isCardExpiryCurrent('526', now)).toBe(false);
  });
});

describe('first instalment', () => {
  it('sums the first month of every order in whole won', () => {
    expect(firstInstalment([{ cost: 39900 }, { cost: 25900.7 }])).toBe(65800);
    expect(firstInstalment([])).toBe(0);
    expect(firstInstalment([{ cost: -10 }])).toBe(0);
  });

  it('only compares a client cost, absent is fine', () => {
    expect(clientCostMatches(undefined, 100)).toBe(true);
    expect(clientCostMatches(100, 100)).toBe(true);
    expect(clientCostMatches(90, 100)).toBe(false);
  });
});

describe('purchase agreements', () => {
  const published = [DOC_SLUG.E_COMMERCE, DOC_SLUG.THIRD_PARTY, DOC_SLUG.USAGE];
  it('asks for every published purchase-flow document', () => {
    expect(missingPurchaseAgreements(published, [DOC_SLUG.E_COMMERCE])).toEqual([DOC_SLUG.THIRD_PARTY]);
    expect(missingPurchaseAgreements(published, [DOC_SLUG.E_COMMERCE, DOC_SLUG.THIRD_PARTY])).toEqual([]);
  });
  it('cannot ask for a document that is not published', () => {
    expect(missingPurchaseAgreements([DOC_SLUG.USAGE], [])).toEqual([]);
  });
});

describe('fail page message', () => {
  it('reads resultmsg from the last step', () => {
    const steps = [
      { at: '', name: 'charge', instance: JSON.stringify({ resultmsg: '첫 시도' }) },
      { at: '', name: 'charge', instance: JSON.stringify({ resultcode: '51', resultmsg: '잔액 부족' }) },
    ];
    expect(failResultMsg(steps)).toBe('잔액 부족');
  });
  it('gives an empty text for missing or broken steps', () => {
    expect(failResultMsg(undefined)).toBe('');
    expect(failResultMsg([])).toBe('');
    expect(failResultMsg([{ at: '', name: 'x', instance: 'not json' }])).toBe('');
  });
});

describe('order holds', () => {
  it('last 30 minutes from the order', async () => {
    const { isHoldExpired, ORDER_HOLD_MINUTES } = await import('./order-hold');
    const at = new Date('2026-05-01T00:00:00Z');
    expect(ORDER_HOLD_MINUTES).toBe(30);
    expect(isHoldExpired(at, new Date('2026-05-01T00:29:59Z'))).toBe(false);
    expect(isHoldExpired(at, new Date('2026-05-01T00:30:00Z'))).toBe(true);
  });
});
