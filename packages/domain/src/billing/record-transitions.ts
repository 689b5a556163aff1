import { RECORD_STATE } from '../codes/record-state';
import { type StateFacts, toState } from '../machine/state-facts';
import { moverOf, type Transition } from '../machine/transition';

/** A monthly round or a final penalty: its state is all its moves depend on. */
export type RecordFacts = StateFacts;

type RecordTransition = Transition<RecordFacts, RecordFacts>;

/** The moves of what a rental owes: charged, declined, paid later, refunded or written off. */
export const RECORD_TRANSITIONS = {
  chargePaid: {
    name: 'chargePaid',
    label: '결제 완료',
    actors: ['customer', 'engine', 'staff'],
    allowed: (f) => f.state === RECORD_STATE.PENDING || f.state === RECORD_STATE.UNPAID,
    refusal: '결제할 청구가 아닙니다.',
    next: toState(RECORD_STATE.PAID),
  },
  chargeDeclined: {
    name: 'chargeDeclined',
    label: '결제 실패, 미납',
    actors: ['engine'],
    allowed: (f) => f.state === RECORD_STATE.PENDING,
    refusal: '결제 중인 청구가 아닙니다.',
    next: toState(RECORD_STATE.UNPAID),
  },
  refund: {
    name: 'refund',
    label: '환불',
    actors: ['customer', 'engine', 'staff'],
    allowed: (f) => f.state === RECORD_STATE.PAID,
    refusal: '결제가 완료된 청구만 환불할 수 있습니다.',
    next: toState(RECORD_STATE.REFUNDED),
  },
  writeOff: {
    name: 'writeOff',
    label: '청구 취소',
    actors: ['staff'],
    allowed: (f) => f.state === RECORD_STATE.UNPAID,
    refusal: '미납된 청구만 취소할 수 있습니다.',
    next: toState(RECORD_STATE.WRITTEN_OFF),
  },
} as const satisfies Record<string, RecordTransition>;

export type RecordTransitionName = keyof typeof RECORD_TRANSITIONS;

export const moveRecord = moverOf(RECORD_TRANSITIONS);
