import type { BillingPayment } from '@shop/domain/api/billing';
import { describe, expect, it } from 'vitest';
import { billRows, billSummary } from './bill-view';

const payment = (
  id: number,
  state: number,
  rounds: number[],
  cost = 25900,
  extra: Partial<BillingPayment> = {},
): BillingPayment =>
  ({
    id,
    type: 300,
    state,
    state_title: state === 640 ? '결제 완료' : '결제 실패',
    title: `휘게 1 ${rounds.join(',')}회차`,
    cost,
    interest: 0,
    refunds: [],
    pays: {
      price: cost,
      bill_key: null,
      cardCode: '14',
      cardNumber: '5365-****-****-1234',
      cardTitle: '신한',
    },
    created_at: '2026-11-17T01:00:00.000Z',
    record_subscs: rounds.map((round) => ({
      id: round,
      kind: round === 0 ? 'penalty' : 'round',
      round,
      state,
      cost,
      due_at: '2026-11-17T01:00:00.000Z',
      paid_at: null,
    })),
    ...extra,
  }) as unknown as BillingPayment;

describe('billing history', () => {
  it('writes round, date, amount, card and state per charge', () => {
    expect(billRows([payment(19, -640, [9])])).toEqual([
      {
        id: 19,
        title: '휘게 1 9회차',
        rounds: '9회차',
        createdAt: '2026-11-17T01:00:00.000Z',
        amount: 25900,
        interest: 0,
        card: '신한카드 5365-****-****-1234',
        stateTitle: '결제 실패',
        tone: 'failed',
        refunds: [],
        invoices: [{ round: 9, label: '9회차 청구서' }],
      },
    ]);
  });

  it('names a termination penalty and shows the interest a retry included', () => {
    const retry = payment(22, 640, [9, 0], 66559, { interest: 659 });
    expect(billRows([retry])[0]).toMatchObject({ rounds: '9회차 + 위약금', interest: 659, amount: 66559 });
    expect(billRows([retry])[0]?.invoices).toEqual([
      { round: 9, label: '9회차 청구서' },
      { round: 0, label: '위약금 청구서' },
    ]);
  });

  it('names a loss charge 분실 변상금, not 위약금, with its invoice', () => {
    const loss = payment(24, 640, [0], 150000);
    loss.record_subscs[0]!.kind = 'loss';
    expect(billRows([loss])[0]).toMatchObject({ rounds: '분실 변상금', amount: 150000 });
    expect(billRows([loss])[0]?.invoices).toEqual([{ round: 0, label: '분실 변상금 청구서' }]);
    // Paid late with an unpaid round, it is still no 0회차.
    const retry = payment(25, 640, [8, 0], 180000);
    retry.record_subscs[1]!.kind = 'loss';
    expect(billRows([retry])[0]?.rounds).toBe('8회차 + 분실 변상금');
    expect(billRows([retry])[0]?.invoices.map((i) => i.label)).toEqual([
      '8회차 청구서',
      '분실 변상금 청구서',
    ]);
  });

  it('lists the refunds of a charge, settled or still asked of the card company', () => {
    const refunded = payment(23, 640, [1], 39900, {
      refunds: [
        {
          id: 5,
          cost: 39900,
          state: 600,
          state_title: '환불 완료',
          reason: '고객 주문 취소',
          created_at: '2026-11-18T01:00:00.000Z',
          done_at: '2026-11-18T01:05:00.000Z',
        },
      ],
    });
    expect(billRows([refunded])[0]).toMatchObject({ stateTitle: '환불 완료', tone: 'other' });
    expect(billRows([refunded])[0]?.refunds).toEqual([
      { id: 5, amount: 39900, stateTitle: '환불 완료', settled: true, at: '2026-11-18T01:05:00.000Z' },
    ]);
    expect(billSummary([refunded]).refundedTotal).toBe(39900);
  });

  it('joins the rounds a retry paid together', () => {
    expect(billRows([payment(20, 640, [10, 9])])[0]?.rounds).toBe('9·10회차');
    expect(billRows([payment(21, 640, [])])[0]?.rounds).toBe('-');
    expect(billRows([payment(20, 640, [10, 9])])[0]?.invoices.map((i) => i.round)).toEqual([9, 10]);
  });

  it('sums what was paid and counts the failures', () => {
    expect(billSummary([payment(1, 640, [1]), payment(2, 640, [2]), payment(3, -640, [3])])).toEqual({
      paidCount: 2,
      paidTotal: 51800,
      refundedTotal: 0,
      failedCount: 1,
    });
  });
});
