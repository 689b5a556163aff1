import { CARE_STATE } from '../codes/care-state';
import { type Actor, attempt, type Outcome, type Transition } from '../machine/transition';
import { CARE_CANCEL_FAILED_MESSAGE } from './care-rules';

export const CARE_PAYMENT_FAILED_MESSAGE = 'AS 결제 단계로 진행하지 못했습니다.';
export const CARE_VISIT_FAILED_MESSAGE = '방문일을 확정하지 못했습니다.';
export const CARE_MOVE_FAILED_MESSAGE = '변경할 수 없는 AS 상태입니다.';

export type CareFacts = { state: number };

type CareTransition = Transition<CareFacts, CareFacts>;

const C = CARE_STATE;
const from =
  (...states: number[]) =>
  (f: CareFacts) =>
    states.includes(f.state);
const to = (state: number) => (): CareFacts => ({ state });

/**
 * Every move of an AS request (rental-lifecycle.md section 4 care states). The customer withdraws an
 * untouched request, pays a finished repair and confirms the visit date; staff do the rest.
 */
export const CARE_TRANSITIONS = {
  withdraw: {
    name: 'withdraw',
    label: 'AS 접수 취소',
    actors: ['customer', 'staff'],
    allowed: from(C.UNSET),
    refusal: CARE_CANCEL_FAILED_MESSAGE,
    next: to(C.UNSET_CANCEL),
  },
  assignVisit: {
    name: 'assignVisit',
    label: '방문 기사 배정',
    actors: ['staff'],
    allowed: from(C.UNSET),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.UNSET_ASSIGN),
  },
  startVisit: {
    name: 'startVisit',
    label: '방문 출발',
    actors: ['staff'],
    allowed: from(C.UNSET_ASSIGN),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.UNSET_SHIP),
  },
  completeVisit: {
    name: 'completeVisit',
    label: '방문 완료',
    actors: ['staff'],
    allowed: from(C.UNSET_SHIP),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.UNSET_COMPLETE),
  },
  takeForRepair: {
    name: 'takeForRepair',
    label: '수리 접수',
    actors: ['staff'],
    allowed: from(C.UNSET_COMPLETE),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.CHECK_ASSIGN),
  },
  startRepair: {
    name: 'startRepair',
    label: '수리 시작',
    actors: ['staff'],
    allowed: from(C.CHECK_ASSIGN),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.CHECK),
  },
  completeRepair: {
    name: 'completeRepair',
    label: '수리 완료, 견적 안내',
    actors: ['staff'],
    allowed: from(C.CHECK),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.CHECK_COMPLETE),
  },
  pay: {
    name: 'pay',
    label: 'AS 비용 결제',
    actors: ['customer'],
    allowed: from(C.CHECK_COMPLETE),
    refusal: CARE_PAYMENT_FAILED_MESSAGE,
    next: to(C.CHECK_PAYMENT),
  },
  confirmVisitDate: {
    name: 'confirmVisitDate',
    label: '재설치 방문일 확정',
    actors: ['customer'],
    allowed: from(C.CHECK_PAYMENT),
    refusal: CARE_VISIT_FAILED_MESSAGE,
    next: to(C.SET),
  },
  assignReinstall: {
    name: 'assignReinstall',
    label: '재설치 기사 배정',
    actors: ['staff'],
    allowed: from(C.SET),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.SET_ASSIGN),
  },
  shipReinstall: {
    name: 'shipReinstall',
    label: '재설치 배송 출발',
    actors: ['staff'],
    allowed: from(C.SET_ASSIGN),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.SET_SHIP),
  },
  completeReinstall: {
    name: 'completeReinstall',
    label: '재설치 완료',
    actors: ['staff'],
    allowed: from(C.SET_SHIP),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.SET_COMPLETE),
  },
  close: {
    name: 'close',
    label: 'AS 종료',
    actors: ['staff'],
    // Fixed on the visit, or reinstalled after the repair.
    allowed: from(C.UNSET_COMPLETE, C.SET_COMPLETE),
    refusal: CARE_MOVE_FAILED_MESSAGE,
    next: to(C.DONE),
  },
} as const satisfies Record<string, CareTransition>;

export type CareTransitionName = keyof typeof CARE_TRANSITIONS;

export function moveCare(name: CareTransitionName, facts: CareFacts, actor: Actor): Outcome<CareFacts> {
  return attempt<CareFacts, CareFacts>(CARE_TRANSITIONS[name], facts, actor);
}

/** The customer's moves by the state the app asks for (PATCH cares/{id} {state}). */
export const CUSTOMER_CARE_MOVE_BY_TARGET: Partial<Record<number, CareTransitionName>> = {
  [C.UNSET_CANCEL]: 'withdraw',
  [C.CHECK_PAYMENT]: 'pay',
  [C.SET]: 'confirmVisitDate',
};
