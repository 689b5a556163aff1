import { describe, expect, it } from 'vitest';
import { CARE_STATE } from '../codes/care-state';
import {
  careChargeDeclinedMessage,
  careQuoteSettledLabel,
  careQuoteTotal,
  mayEditCareQuote,
} from './care-quote';

describe('the AS repair quote', () => {
  it('totals its lines in whole won, a free repair totalling 0', () => {
    expect(
      careQuoteTotal([
        { title: '부품비', amount: 30_000 },
        { title: '수리 공임', amount: 15_000 },
      ]),
    ).toBe(45_000);
    expect(careQuoteTotal([{ title: '무상 수리', amount: 0 }])).toBe(0);
    expect(careQuoteTotal([])).toBe(0);
  });

  it('is written only while the repair is on the bench', () => {
    expect(Object.values(CARE_STATE).filter(mayEditCareQuote)).toEqual([
      CARE_STATE.CHECK_ASSIGN,
      CARE_STATE.CHECK,
    ]);
  });
});

describe('a declined quote charge', () => {
  it('keeps the documents’ refusal and says why and what to do', () => {
    expect(careChargeDeclinedMessage('잔액 부족')).toBe(
      'AS 결제 단계로 진행하지 못했습니다. 카드 결제가 승인되지 않았습니다 (잔액 부족). 렌탈의 결제 카드를 확인해 주세요.',
    );
  });

  it('leaves out the brackets when the card company gave no reason', () => {
    expect(careChargeDeclinedMessage('')).toBe(
      'AS 결제 단계로 진행하지 못했습니다. 카드 결제가 승인되지 않았습니다. 렌탈의 결제 카드를 확인해 주세요.',
    );
  });

  it('reads a settled quote with what was refunded of it, and a 0원 one as a free repair', () => {
    const label = (amount: number, refunded: number, refunding = 0) =>
      careQuoteSettledLabel({ amount, refunded, refunding });
    expect(label(100_000, 0)).toBe('결제 완료');
    expect(label(100_000, 15_000)).toBe('결제 완료 · 15,000원 환불');
    expect(label(100_000, 99_999)).toBe('결제 완료 · 99,999원 환불');
    expect(label(100_000, 100_000)).toBe('환불 완료');
    expect(label(1, 1)).toBe('환불 완료');
    expect(label(0, 0)).toBe('무상 수리');
  });

  it('tells a refund the card company has not confirmed apart, never as refunded', () => {
    const label = (amount: number, refunded: number, refunding: number) =>
      careQuoteSettledLabel({ amount, refunded, refunding });
    expect(label(100_000, 0, 100_000)).toBe('결제 완료 · 100,000원 환불 진행중');
    expect(label(100_000, 0, 1)).toBe('결제 완료 · 1원 환불 진행중');
    expect(label(100_000, 15_000, 5_000)).toBe('결제 완료 · 15,000원 환불 · 5,000원 환불 진행중');
    expect(label(0, 0, 0)).toBe('무상 수리');
  });
});
