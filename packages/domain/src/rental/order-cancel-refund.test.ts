import { describe, expect, it } from 'vitest';
import { RECORD_STATE } from '../codes/record-state';
import { isRefundedOnOrderEnd, orderCancelRefund } from './order-cancel-refund';

const paid = (cost: number, paymentId: number | null = 7) => ({ state: RECORD_STATE.PAID, cost, paymentId });

describe('order cancel refund', () => {
  it('gives back each paid record a charge paid', () => {
    expect(isRefundedOnOrderEnd(paid(29900))).toBe(true);
    expect(orderCancelRefund([paid(29900), paid(15000, 8)])).toBe(44900);
  });

  it('gives back nothing unpaid, pending, written off or refunded already', () => {
    for (const state of [
      RECORD_STATE.UNPAID,
      RECORD_STATE.PENDING,
      RECORD_STATE.WRITTEN_OFF,
      RECORD_STATE.REFUNDED,
    ]) {
      expect(isRefundedOnOrderEnd({ state, cost: 29900, paymentId: 7 })).toBe(false);
    }
    expect(orderCancelRefund([{ state: RECORD_STATE.UNPAID, cost: 29900, paymentId: 7 }, paid(100)])).toBe(
      100,
    );
  });

  it('gives back nothing without a charge or for a free record', () => {
    expect(isRefundedOnOrderEnd(paid(29900, null))).toBe(false);
    expect(isRefundedOnOrderEnd(paid(0))).toBe(false);
    expect(isRefundedOnOrderEnd(paid(1))).toBe(true);
    expect(isRefundedOnOrderEnd(paid(-5))).toBe(false);
  });

  it('is 0 for an order with nothing paid', () => {
    expect(orderCancelRefund([])).toBe(0);
    expect(orderCancelRefund([paid(29900, null)])).toBe(0);
  });
});
