import { describe, expect, it } from 'vitest';
import { CARE_STATE as C } from '../codes/care-state';
import { type Actor, NOT_YOUR_MOVE_MESSAGE } from '../machine/transition';
import {
  CARE_MOVE_FAILED_MESSAGE,
  CARE_PAYMENT_FAILED_MESSAGE,
  CARE_TRANSITIONS,
  CARE_VISIT_FAILED_MESSAGE,
  type CareTransitionName,
  CUSTOMER_CARE_MOVE_BY_TARGET,
  moveCare,
} from './care-machine';

// The expected AS machine as data: who, from which states, to which, what the history row says and the
// Korean refusal from any other state.
type Rule = { actors: Actor[]; from: number[]; to: number; label: string; refusal: string };
const MOVE_FAILED = '변경할 수 없는 AS 상태입니다.';
const EXPECTED: Record<CareTransitionName, Rule> = {
  withdraw: {
    actors: ['customer', 'staff'],
    from: [C.UNSET],
    to: C.UNSET_CANCEL,
    label: 'AS 접수 취소',
    refusal: 'as 접수 취소를 실패 했습니다',
  },
  assignVisit: {
    actors: ['staff'],
    from: [C.UNSET],
    to: C.UNSET_ASSIGN,
    label: '방문 기사 배정',
    refusal: MOVE_FAILED,
  },
  startVisit: {
    actors: ['staff'],
    from: [C.UNSET_ASSIGN],
    to: C.UNSET_SHIP,
    label: '방문 출발',
    refusal: MOVE_FAILED,
  },
  completeVisit: {
    actors: ['staff'],
    from: [C.UNSET_SHIP],
    to: C.UNSET_COMPLETE,
    label: '방문 완료',
    refusal: MOVE_FAILED,
  },
  takeForRepair: {
    actors: ['staff'],
    from: [C.UNSET_COMPLETE],
    to: C.CHECK_ASSIGN,
    label: '수리 접수',
    refusal: MOVE_FAILED,
  },
  startRepair: {
    actors: ['staff'],
    from: [C.CHECK_ASSIGN],
    to: C.CHECK,
    label: '수리 시작',
    refusal: MOVE_FAILED,
  },
  completeRepair: {
    actors: ['staff'],
    from: [C.CHECK],
    to: C.CHECK_COMPLETE,
    label: '수리 완료, 견적 안내',
    refusal: MOVE_FAILED,
  },
  pay: {
    actors: ['customer'],
    from: [C.CHECK_COMPLETE],
    to: C.CHECK_PAYMENT,
    label: 'AS 비용 결제',
    refusal: 'AS 결제 단계로 진행하지 못했습니다.',
  },
  confirmVisitDate: {
    actors: ['customer'],
    from: [C.CHECK_PAYMENT],
    to: C.SET,
    label: '재설치 방문일 확정',
    refusal: '방문일을 확정하지 못했습니다.',
  },
  assignReinstall: {
    actors: ['staff'],
    from: [C.SET],
    to: C.SET_ASSIGN,
    label: '재설치 기사 배정',
    refusal: MOVE_FAILED,
  },
  shipReinstall: {
    actors: ['staff'],
    from: [C.SET_ASSIGN],
    to: C.SET_SHIP,
    label: '재설치 배송 출발',
    refusal: MOVE_FAILED,
  },
  completeReinstall: {
    actors: ['staff'],
    from: [C.SET_SHIP],
    to: C.SET_COMPLETE,
    label: '재설치 완료',
    refusal: MOVE_FAILED,
  },
  close: {
    actors: ['staff'],
    from: [C.UNSET_COMPLETE, C.SET_COMPLETE],
    to: C.DONE,
    label: 'AS 종료',
    refusal: MOVE_FAILED,
  },
};

describe('the AS state machine', () => {
  it('allows every (state, move, actor) the table allows and refuses every other, in Korean', () => {
    expect(Object.keys(CARE_TRANSITIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
    const wrong: string[] = [];
    for (const name of Object.keys(EXPECTED) as CareTransitionName[])
      for (const state of Object.values(C))
        for (const actor of ['customer', 'staff', 'engine'] as Actor[]) {
          const rule = EXPECTED[name];
          const outcome = moveCare(name, { state }, actor);
          const want =
            rule.actors.includes(actor) && rule.from.includes(state)
              ? { ok: true, next: { state: rule.to }, note: rule.label }
              : { ok: false, message: rule.actors.includes(actor) ? rule.refusal : NOT_YOUR_MOVE_MESSAGE };
          if (JSON.stringify(outcome) !== JSON.stringify(want)) wrong.push(`${name}/${actor}/${state}`);
        }
    expect(wrong).toEqual([]);
  });

  it('names each move by its key and pins the messages the server and the app share', () => {
    for (const [key, move] of Object.entries(CARE_TRANSITIONS)) expect(move.name).toBe(key);
    expect(CARE_PAYMENT_FAILED_MESSAGE).toBe('AS 결제 단계로 진행하지 못했습니다.');
    expect(CARE_VISIT_FAILED_MESSAGE).toBe('방문일을 확정하지 못했습니다.');
    expect(CARE_MOVE_FAILED_MESSAGE).toBe('변경할 수 없는 AS 상태입니다.');
  });

  it('maps the three states the customer may ask for to his three moves, and nothing else', () => {
    expect(CUSTOMER_CARE_MOVE_BY_TARGET).toEqual({
      [C.UNSET_CANCEL]: 'withdraw',
      [C.CHECK_PAYMENT]: 'pay',
      [C.SET]: 'confirmVisitDate',
    });
  });

  it('walks a request from filing to the end', () => {
    const path: CareTransitionName[] = [
      'assignVisit',
      'startVisit',
      'completeVisit',
      'takeForRepair',
      'startRepair',
      'completeRepair',
      'pay',
      'confirmVisitDate',
      'assignReinstall',
      'shipReinstall',
      'completeReinstall',
      'close',
    ];
    let state: number = C.UNSET;
    for (const name of path) {
      const outcome = moveCare(name, { state }, EXPECTED[name].actors[0]!);
      if (!outcome.ok) throw new Error(`${name}: ${outcome.message}`);
      state = outcome.next.state;
    }
    expect(state).toBe(C.DONE);
  });
});
