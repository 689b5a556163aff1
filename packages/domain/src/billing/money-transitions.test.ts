import { describe, expect, it } from 'vitest';
import { STATE } from '../codes/generic-state';
import { PAYMENT_STATE } from '../codes/payment-state';
import { RECORD_STATE } from '../codes/record-state';
import { type Actor, NOT_YOUR_MOVE_MESSAGE } from '../machine/transition';
import {
  movePayment,
  PAYMENT_TRANSITIONS,
  type PaymentTransitionName,
  refundRefusal,
} from './payment-transitions';
import { moveRecord, RECORD_TRANSITIONS, type RecordTransitionName } from './record-transitions';

const ACTORS: Actor[] = ['customer', 'staff', 'engine'];

type Table<N extends string> = Record<N, { actors: Actor[]; from: number[]; to: number }>;

const RECORDS: Table<RecordTransitionName> = {
  chargePaid: {
    actors: ['customer', 'engine', 'staff'],
    from: [RECORD_STATE.PENDING, RECORD_STATE.UNPAID],
    to: RECORD_STATE.PAID,
  },
  chargeDeclined: { actors: ['engine'], from: [RECORD_STATE.PENDING], to: RECORD_STATE.UNPAID },
  refund: { actors: ['customer', 'engine', 'staff'], from: [RECORD_STATE.PAID], to: RECORD_STATE.REFUNDED },
  writeOff: { actors: ['staff'], from: [RECORD_STATE.UNPAID], to: RECORD_STATE.WRITTEN_OFF },
};

const PAYMENTS: Table<PaymentTransitionName> = {
  paid: { actors: ['customer', 'engine', 'staff'], from: [STATE.PENDING], to: PAYMENT_STATE.BILL_SUCCESS },
  failed: { actors: ['customer', 'engine', 'staff'], from: [STATE.PENDING], to: PAYMENT_STATE.BILL_FAIL },
};

function walk<N extends string>(
  table: Table<N>,
  states: number[],
  move: (name: N, facts: { state: number }, actor: Actor) => ReturnType<typeof moveRecord>,
  refusalOf: (name: N) => string,
) {
  const wrong: string[] = [];
  for (const name of Object.keys(table) as N[])
    for (const state of states)
      for (const actor of ACTORS) {
        const rule = table[name];
        const outcome = move(name, { state }, actor);
        const ok = rule.actors.includes(actor) && rule.from.includes(state);
        const want = ok
          ? { ok: true, next: { state: rule.to } }
          : { ok: false, message: rule.actors.includes(actor) ? refusalOf(name) : NOT_YOUR_MOVE_MESSAGE };
        if (JSON.stringify({ ...outcome, note: undefined }) !== JSON.stringify({ ...want, note: undefined }))
          wrong.push(`${name} by ${actor} from ${state}: ${JSON.stringify(outcome)}`);
      }
  return wrong;
}

describe('the money state machines', () => {
  it('move a round or penalty only as the table says', () => {
    expect(Object.keys(RECORD_TRANSITIONS).sort()).toEqual(Object.keys(RECORDS).sort());
    const states = [...Object.values(RECORD_STATE), STATE.ENABLE];
    expect(walk(RECORDS, states, moveRecord, (n) => RECORD_TRANSITIONS[n].refusal)).toEqual([]);
  });

  it('settle a charge once: pending to paid or failed, never back', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual(Object.keys(PAYMENTS).sort());
    const states = [STATE.PENDING, ...Object.values(PAYMENT_STATE)];
    expect(walk(PAYMENTS, states, movePayment, (n) => PAYMENT_TRANSITIONS[n].refusal)).toEqual([]);
  });

  it('refund only a paid charge, a whole amount no larger than what is left', () => {
    const paid = { state: PAYMENT_STATE.BILL_SUCCESS, cost: 30000 };
    expect(refundRefusal(paid, 0, 30000)).toBeNull();
    expect(refundRefusal(paid, 10000, 20000)).toBeNull();
    expect(refundRefusal(paid, 10000, 20001)).toBe('환불할 수 있는 금액은 20,000원입니다.');
    expect(refundRefusal(paid, 0, 0)).toBe('환불 금액을 확인해 주세요.');
    expect(refundRefusal(paid, 0, -5)).toBe('환불 금액을 확인해 주세요.');
    expect(refundRefusal(paid, 0, 10.5)).toBe('환불 금액을 확인해 주세요.');
    expect(refundRefusal({ ...paid, state: PAYMENT_STATE.BILL_FAIL }, 0, 100)).toBe(
      '결제가 완료된 건만 환불할 수 있습니다.',
    );
    expect(refundRefusal({ ...paid, state: STATE.PENDING }, 0, 100)).toBe(
      '결제가 완료된 건만 환불할 수 있습니다.',
    );
  });
});
