import { describe, expect, it } from 'vitest';
import { RECORD_STATE, RECORD_STATE_LABEL } from './record-state';

describe('record states', () => {
  it('pin the values: bill codes for paid and unpaid, generic pending, 320 for refunded', () => {
    expect(RECORD_STATE).toEqual({ PENDING: -400, UNPAID: 220, WRITTEN_OFF: 240, PAID: 640, REFUNDED: 320 });
  });

  it('label each state', () => {
    expect(RECORD_STATE_LABEL).toEqual({
      [-400]: '결제 진행중',
      220: '미납',
      240: '청구 취소',
      640: '결제 완료',
      320: '환불 완료',
    });
  });
});
