import type { Invoice } from '@shop/domain/api/invoices';
import { describe, expect, it } from 'vitest';
import {
  invoiceCardLabel,
  invoiceRoundParam,
  invoiceTone,
  neighbours,
  paidTogether,
  periodLabel,
} from './invoice-view';

const rounds: Invoice['rounds'] = [
  { kind: 'round', round: 1, state: 640 },
  { kind: 'round', round: 2, state: 640 },
  { kind: 'round', round: 3, state: 220 },
  { kind: 'penalty', round: 0, state: 220 },
];

describe('invoice view', () => {
  it('opens the penalty invoice (round 0) the billing history links to, the latest and a billing round', () => {
    expect(invoiceRoundParam('0')).toBe(0);
    expect(invoiceRoundParam('latest')).toBe('latest');
    expect(invoiceRoundParam('12')).toBe(12);
    for (const bad of ['-1', 'abc', '1.5', '1001', undefined]) {
      expect(() => invoiceRoundParam(bad), String(bad)).toThrow(expect.objectContaining({ status: 404 }));
    }
  });

  it('writes the period in Seoul days, and - without one', () => {
    expect(
      periodLabel({ period_from: '2025-01-31T15:00:00.000Z', period_to: '2025-02-27T15:00:00.000Z' }),
    ).toBe('2025-02-01 ~ 2025-02-28');
    expect(periodLabel({ period_from: null, period_to: null })).toBe('-');
  });

  it('names the card with its issuer', () => {
    expect(
      invoiceCardLabel({ card_code: '14', card_title: '신한', card_number: '4242-****-****-4242' }),
    ).toBe('신한카드 4242-****-****-4242');
    expect(invoiceCardLabel({ card_code: null, card_title: '', card_number: '4242-****-****-4242' })).toBe(
      '4242-****-****-4242',
    );
    expect(invoiceCardLabel(null)).toBe('등록된 카드 없음');
  });

  it('colours paid, unpaid and other states', () => {
    expect([640, 220, 320, -400].map(invoiceTone)).toEqual(['paid', 'unpaid', 'other', 'other']);
  });

  it('moves to the previous and next billed rounds, the penalty last', () => {
    expect(neighbours({ kind: 'round', round: 1, rounds })).toEqual({
      previous: null,
      next: { round: 2, label: '2회차' },
    });
    expect(neighbours({ kind: 'round', round: 3, rounds })).toEqual({
      previous: { round: 2, label: '2회차' },
      next: { round: 0, label: '해지 위약금' },
    });
    expect(neighbours({ kind: 'penalty', round: 0, rounds }).next).toBeNull();
  });

  it('names a loss charge’s invoice 분실 변상금 among the rounds, never 위약금', () => {
    const lost: Invoice['rounds'] = [...rounds.slice(0, 2), { kind: 'loss', round: 0, state: 220 }];
    expect(neighbours({ kind: 'round', round: 2, rounds: lost }).next).toEqual({
      round: 0,
      label: '분실 변상금',
    });
    const payment = (paid_for: string) => ({ paid_for }) as Invoice['payment'];
    expect(paidTogether({ kind: 'loss', round: 0, payment: payment('분실 변상금') })).toBeNull();
    expect(paidTogether({ kind: 'loss', round: 0, payment: payment('3회차 + 분실 변상금') })).toBe(
      '3회차 + 분실 변상금',
    );
  });

  it('tells what a charge paid together with this round', () => {
    const payment = (paid_for: string) => ({ paid_for }) as Invoice['payment'];
    expect(paidTogether({ kind: 'round', round: 7, payment: payment('6·7회차') })).toBe('6·7회차');
    expect(paidTogether({ kind: 'round', round: 7, payment: payment('7회차') })).toBeNull();
    expect(paidTogether({ kind: 'penalty', round: 0, payment: payment('위약금') })).toBeNull();
    expect(paidTogether({ kind: 'round', round: 7, payment: null })).toBeNull();
  });
});
