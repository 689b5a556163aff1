import { describe, expect, it } from 'vitest';
import { STATE } from '../codes/generic-state';
import { PAYMENT_STATE } from '../codes/payment-state';
import { RECORD_STATE } from '../codes/record-state';
import {
  AUTO_RETRY_DAYS,
  autoRetryAt,
  isDue,
  REFUND_RETRY_MINUTES,
  refundRetryAt,
  roundDueAt,
  seoulDayStart,
  TERM_NOTICE_DAYS,
  termNoticeAt,
  termStopAt,
} from './billing-schedule';
import {
  movePayment,
  PAYMENT_TRANSITIONS,
  REFUND_AMOUNT_MESSAGE,
  REFUND_NOT_PAID_MESSAGE,
  refundRefusal,
} from './payment-transitions';
import { moveRecord, RECORD_TRANSITIONS } from './record-transitions';

const seoulMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);

describe('billing schedule settings', () => {
  it('retry on D+1, D+3 and D+5, tell 30 days before the end, re-ask refunds after 1, 5, 15, 60 minutes', () => {
    expect(AUTO_RETRY_DAYS).toEqual([1, 3, 5]);
    expect(TERM_NOTICE_DAYS).toBe(30);
    expect(REFUND_RETRY_MINUTES).toEqual([1, 5, 15, 60]);
  });
});

describe('billing calendar in Seoul time', () => {
  it('gives a plain Date at 00:00 Seoul, the same for the first and the last instant of the day', () => {
    const first = seoulDayStart(seoulMidnight('2024-02-29'));
    expect(first).toBeInstanceOf(Date);
    expect(first.constructor).toBe(Date);
    expect(first.toISOString()).toBe('2024-02-28T15:00:00.000Z');
    expect(seoulDayStart(new Date('2024-02-29T23:59:59.999+09:00'))).toEqual(first);
    expect(seoulDayStart(new Date('2024-02-29T14:59:59.999Z'))).toEqual(first);
    expect(seoulDayStart(new Date('2024-02-29T15:00:00.000Z'))).toEqual(seoulMidnight('2024-03-01'));
  });

  it('counts rounds from a leap day and from the 30th across February', () => {
    const leap = new Date('2024-02-29T09:00:00+09:00');
    expect(roundDueAt(leap, 1)).toEqual(seoulMidnight('2024-02-29'));
    expect(roundDueAt(leap, 2)).toEqual(seoulMidnight('2024-03-29'));
    expect(roundDueAt(leap, 13)).toEqual(seoulMidnight('2025-02-28'));
    const thirtieth = new Date('2025-01-30T00:00:00+09:00');
    expect(roundDueAt(thirtieth, 2)).toEqual(seoulMidnight('2025-02-28'));
    expect(roundDueAt(thirtieth, 3)).toEqual(seoulMidnight('2025-03-30'));
  });

  it('reads a start late on a UTC month end as the next Seoul month', () => {
    // 2024-01-31 16:00 UTC is 1 February 01:00 in Seoul: the term runs from 1 February.
    const start = new Date('2024-01-31T16:00:00Z');
    expect(termStopAt(start, 1)).toEqual(seoulMidnight('2024-03-01'));
    expect(roundDueAt(start, 2)).toEqual(seoulMidnight('2024-03-01'));
    // 2024-02-29 20:00 UTC is 1 March 05:00 in Seoul.
    expect(termStopAt(new Date('2024-02-29T20:00:00Z'), 12)).toEqual(seoulMidnight('2025-03-01'));
  });

  it('counts retry days as Seoul days, also across a daylight-saving change of the host', () => {
    // US clocks go forward on 8 March 2026 and back on 1 November 2026; Seoul has no such change.
    const due = seoulMidnight('2026-03-07');
    expect(autoRetryAt(due, 0)).toEqual(seoulMidnight('2026-03-08'));
    expect(autoRetryAt(due, 1)).toEqual(seoulMidnight('2026-03-10'));
    expect(autoRetryAt(due, 2)).toEqual(seoulMidnight('2026-03-12'));
    expect(autoRetryAt(seoulMidnight('2026-10-30'), 1)).toEqual(seoulMidnight('2026-11-02'));
    expect(autoRetryAt(seoulMidnight('2024-02-28'), 0)).toEqual(seoulMidnight('2024-02-29'));
    expect(autoRetryAt(due, 0, [])).toBeNull();
  });

  it('counts the notice days back as Seoul days, across February and a daylight-saving change', () => {
    expect(termNoticeAt(seoulMidnight('2026-03-15'))).toEqual(seoulMidnight('2026-02-13'));
    expect(termNoticeAt(seoulMidnight('2026-03-10'), 3)).toEqual(seoulMidnight('2026-03-07'));
    expect(termNoticeAt(seoulMidnight('2026-11-03'), 3)).toEqual(seoulMidnight('2026-10-31'));
    expect(termNoticeAt(seoulMidnight('2024-03-30'))).toEqual(seoulMidnight('2024-02-29'));
    expect(termNoticeAt(seoulMidnight('2024-03-30'), 0)).toEqual(seoulMidnight('2024-03-30'));
  });

  it('ends a term across a daylight-saving change of the host on the Seoul day', () => {
    expect(termStopAt(seoulMidnight('2026-02-10'), 1)).toEqual(seoulMidnight('2026-03-10'));
    expect(termStopAt(seoulMidnight('2026-10-05'), 1)).toEqual(seoulMidnight('2026-11-05'));
  });

  it('is never due for an empty moment, and due a millisecond after', () => {
    const at = seoulMidnight('2025-05-01');
    expect(isDue(undefined, at)).toBe(false);
    expect(isDue(at, new Date(at.getTime() + 1))).toBe(true);
  });

  it('asks again about a refund after a minute when no attempt is counted yet', () => {
    const now = new Date('2025-05-01T00:00:00Z');
    const after = (n: number) => (refundRetryAt(n, now).getTime() - now.getTime()) / 60_000;
    expect([0, -1, 1, 2, 3, 4, 5, 100].map(after)).toEqual([1, 1, 1, 5, 15, 60, 60, 60]);
  });
});

describe('money moves', () => {
  it('name each payment move by its key and note it with its label', () => {
    expect(PAYMENT_TRANSITIONS.paid.name).toBe('paid');
    expect(PAYMENT_TRANSITIONS.failed.name).toBe('failed');
    expect(movePayment('paid', { state: STATE.PENDING }, 'engine')).toEqual({
      ok: true,
      next: { state: PAYMENT_STATE.BILL_SUCCESS },
      note: '결제 완료',
    });
    expect(movePayment('failed', { state: STATE.PENDING }, 'customer')).toEqual({
      ok: true,
      next: { state: PAYMENT_STATE.BILL_FAIL },
      note: '결제 실패',
    });
    expect(movePayment('paid', { state: PAYMENT_STATE.BILL_FAIL }, 'staff')).toEqual({
      ok: false,
      message: '진행 중인 결제가 아닙니다.',
    });
    expect(movePayment('failed', { state: PAYMENT_STATE.BILL_SUCCESS }, 'staff')).toEqual({
      ok: false,
      message: '진행 중인 결제가 아닙니다.',
    });
  });

  it('name each record move by its key and note it with its label', () => {
    for (const name of Object.keys(RECORD_TRANSITIONS) as (keyof typeof RECORD_TRANSITIONS)[]) {
      expect(RECORD_TRANSITIONS[name].name).toBe(name);
    }
    expect(moveRecord('chargePaid', { state: RECORD_STATE.UNPAID }, 'customer')).toEqual({
      ok: true,
      next: { state: RECORD_STATE.PAID },
      note: '결제 완료',
    });
    expect(moveRecord('chargeDeclined', { state: RECORD_STATE.PENDING }, 'engine')).toEqual({
      ok: true,
      next: { state: RECORD_STATE.UNPAID },
      note: '결제 실패, 미납',
    });
    expect(moveRecord('refund', { state: RECORD_STATE.PAID }, 'staff')).toEqual({
      ok: true,
      next: { state: RECORD_STATE.REFUNDED },
      note: '환불',
    });
    expect(moveRecord('writeOff', { state: RECORD_STATE.UNPAID }, 'staff')).toEqual({
      ok: true,
      next: { state: RECORD_STATE.WRITTEN_OFF },
      note: '청구 취소',
    });
  });

  it('word each record refusal', () => {
    expect(moveRecord('chargePaid', { state: RECORD_STATE.PAID }, 'staff')).toEqual({
      ok: false,
      message: '결제할 청구가 아닙니다.',
    });
    expect(moveRecord('chargeDeclined', { state: RECORD_STATE.UNPAID }, 'engine')).toEqual({
      ok: false,
      message: '결제 중인 청구가 아닙니다.',
    });
    expect(moveRecord('refund', { state: RECORD_STATE.UNPAID }, 'customer')).toEqual({
      ok: false,
      message: '결제가 완료된 청구만 환불할 수 있습니다.',
    });
    expect(moveRecord('writeOff', { state: RECORD_STATE.PAID }, 'staff')).toEqual({
      ok: false,
      message: '미납된 청구만 취소할 수 있습니다.',
    });
  });

  it('refund up to exactly what is left, counting what was already given back', () => {
    expect(REFUND_NOT_PAID_MESSAGE).toBe('결제가 완료된 건만 환불할 수 있습니다.');
    expect(REFUND_AMOUNT_MESSAGE).toBe('환불 금액을 확인해 주세요.');
    const paid = { state: PAYMENT_STATE.BILL_SUCCESS, cost: 30000 };
    expect(refundRefusal(paid, 29999, 1)).toBeNull();
    expect(refundRefusal(paid, 29999, 2)).toBe('환불할 수 있는 금액은 1원입니다.');
    expect(refundRefusal(paid, 30000, 1)).toBe('이미 전액 환불된 결제입니다.');
    expect(refundRefusal(paid, 0, 1)).toBeNull();
    expect(refundRefusal(paid, 0, Number.NaN)).toBe(REFUND_AMOUNT_MESSAGE);
    expect(refundRefusal({ ...paid, state: PAYMENT_STATE.BILL_AUTH_SUCCESS }, 0, 1)).toBe(
      REFUND_NOT_PAID_MESSAGE,
    );
  });
});
