import { describe, expect, it } from 'vitest';
import { SUBSC_STATE as S } from '../codes/subsc-state';
import { SUBSC_STATE_REQ as R } from '../codes/subsc-state-req';
import { type Actor, availableMoves, NOT_YOUR_MOVE_MESSAGE } from '../machine/transition';
import {
  moveRental,
  RENTAL_TRANSITIONS,
  type RentalFacts,
  type RentalTransitionName,
} from './rental-transitions';

const ANY = 'any' as const;
type Rule = {
  actors: Actor[];
  /** [state, request states (or any)] pairs the move starts from. */
  from: [number, readonly number[] | typeof ANY][];
  when?: (f: RentalFacts) => boolean;
  /** 'same': the move keeps the state (or request state) it starts from. */
  to: [number | 'same', number | 'same'];
};

const CANCEL_STEPS = [R.CANCEL, R.CANCEL_ASSIGN, R.CANCEL_PROGRESS, R.CANCEL_CHECK];
/** Both rentals whose units come back by the return pickup: an ended term, and one sent to collection. */
const RETURNING = [S.TERMINATE, S.CANCEL_COLLECT];
const returnStep = (req: number): [number, readonly number[]][] => RETURNING.map((s) => [s, [req]]);

// The expected machine, written out as data independently of the guards it checks.
const EXPECTED: Record<RentalTransitionName, Rule> = {
  assignInstaller: {
    actors: ['staff'],
    from: [[S.INIT_APPLY, [R.INIT_APPLY_INIT]]],
    to: [S.INIT_APPLY, R.SET_ASSIGN],
  },
  shipForInstall: {
    actors: ['staff'],
    from: [[S.INIT_APPLY, [R.SET_ASSIGN]]],
    to: [S.INIT_APPLY, R.SET_PROGRESS],
  },
  completeInstall: {
    actors: ['staff'],
    from: [[S.INIT_APPLY, [R.SET_ASSIGN, R.SET_PROGRESS]]],
    to: [S.ENABLE, R.SET_COMPLETE],
  },
  cancelOrder: {
    actors: ['customer', 'staff'],
    from: [[S.INIT_APPLY, [R.INIT_APPLY_INIT, R.SET_ASSIGN, R.SET_PROGRESS]]],
    to: [S.INIT_CANCEL, R.INIT_CANCEL],
  },
  rejectOrder: {
    actors: ['staff'],
    from: [[S.INIT_APPLY, [R.INIT_APPLY_INIT, R.SET_ASSIGN]]],
    to: [S.INIT_REJECT, R.INIT_REJECT],
  },
  failOrderPayment: {
    actors: ['engine', 'staff'],
    from: [[S.INIT_APPLY, [R.INIT_APPLY_INIT, R.SET_ASSIGN]]],
    to: [S.INIT_FAIL, R.INIT_APPLY_ERR_PAY],
  },
  voidOrder: { actors: ['staff'], from: [[S.INIT_APPLY, ANY]], to: [S.ABNORMAL, R.INIT_CANCEL] },
  requestTermination: {
    actors: ['customer', 'staff'],
    from: [[S.ENABLE, [R.SET_COMPLETE]]],
    to: [S.ENABLE, R.CANCEL],
  },
  withdrawTermination: {
    actors: ['staff'],
    from: [[S.ENABLE, [R.CANCEL, R.CANCEL_ASSIGN]]],
    to: [S.ENABLE, R.SET_COMPLETE],
  },
  assignPickup: { actors: ['staff'], from: [[S.ENABLE, [R.CANCEL]]], to: [S.ENABLE, R.CANCEL_ASSIGN] },
  startPickup: {
    actors: ['staff'],
    from: [[S.ENABLE, [R.CANCEL_ASSIGN]]],
    to: [S.ENABLE, R.CANCEL_PROGRESS],
  },
  receivePickup: {
    actors: ['staff'],
    from: [[S.ENABLE, [R.CANCEL_PROGRESS]]],
    to: [S.ENABLE, R.CANCEL_CHECK],
  },
  completeTermination: {
    actors: ['staff'],
    from: [[S.ENABLE, [R.CANCEL_CHECK]]],
    to: [S.CANCEL, R.CANCEL_COMPLETE],
  },
  pauseForUnpaid: {
    actors: ['engine', 'staff'],
    from: [[S.ENABLE, [R.SET_COMPLETE]]],
    when: (f) => f.unpaidCount > 0,
    to: [S.PAUSE, R.SET_COMPLETE],
  },
  resumeAfterPayment: {
    actors: ['customer', 'engine', 'staff'],
    from: [[S.PAUSE, ANY]],
    when: (f) => f.unpaidCount === 0,
    to: [S.ENABLE, 'same'],
  },
  sendToCollection: {
    actors: ['engine', 'staff'],
    from: [
      [S.ENABLE, [R.SET_COMPLETE]],
      [S.PAUSE, [R.SET_COMPLETE]],
    ],
    when: (f) => f.unpaidCount >= 3,
    to: [S.CANCEL_COLLECT, R.CANCEL_COMPLETE],
  },
  markLost: {
    actors: ['staff'],
    from: [
      [S.ENABLE, [R.SET_COMPLETE, ...CANCEL_STEPS]],
      [S.PAUSE, [R.SET_COMPLETE, ...CANCEL_STEPS]],
      // Written off from collection, until the return pickup has the units.
      [S.CANCEL_COLLECT, [R.CANCEL_COMPLETE, R.UNSET_ASSIGN, R.UNSET_PROGRESS]],
    ],
    to: [S.CANCEL_LOSS, R.CANCEL_COMPLETE],
  },
  endTerm: {
    actors: ['engine'],
    from: [
      [S.ENABLE, [R.SET_COMPLETE]],
      [S.PAUSE, [R.SET_COMPLETE]],
    ],
    when: (f) => f.billedRounds >= f.duration && !f.rentalTake,
    to: [S.TERMINATE, R.UNSET],
  },
  transferOwnership: {
    actors: ['engine'],
    from: [
      [S.ENABLE, [R.SET_COMPLETE]],
      [S.PAUSE, [R.SET_COMPLETE]],
    ],
    when: (f) => f.billedRounds >= f.duration && f.rentalTake,
    to: [S.TERMINATE, R.TERMINATE],
  },
  assignReturn: {
    actors: ['staff'],
    from: [
      [S.TERMINATE, [R.UNSET]],
      [S.CANCEL_COLLECT, [R.CANCEL_COMPLETE]],
    ],
    to: ['same', R.UNSET_ASSIGN],
  },
  startReturn: { actors: ['staff'], from: returnStep(R.UNSET_ASSIGN), to: ['same', R.UNSET_PROGRESS] },
  receiveReturn: { actors: ['staff'], from: returnStep(R.UNSET_PROGRESS), to: ['same', R.UNSET_CHECK] },
  completeReturn: { actors: ['staff'], from: returnStep(R.UNSET_CHECK), to: ['same', R.UNSET_COMPLETE] },
};

const ACTORS: Actor[] = ['customer', 'staff', 'engine'];
const DURATION = 24;

function* everyFacts(): Generator<RentalFacts> {
  for (const state of Object.values(S))
    for (const state_req of Object.values(R))
      for (const unpaidCount of [0, 1, 2, 3])
        for (const billedRounds of [1, DURATION - 1, DURATION])
          for (const rentalTake of [false, true])
            yield { state, state_req, unpaidCount, billedRounds, duration: DURATION, rentalTake };
}

function expectedAllowed(rule: Rule, f: RentalFacts): boolean {
  const starts = rule.from.some(
    ([state, reqs]) => f.state === state && (reqs === ANY || reqs.includes(f.state_req)),
  );
  return starts && (rule.when?.(f) ?? true);
}

describe('the rental state machine', () => {
  it('has exactly the moves the table expects', () => {
    expect(Object.keys(RENTAL_TRANSITIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('allows every (state, move, actor) the table allows and refuses every other, in Korean', () => {
    let allowed = 0;
    let refused = 0;
    const wrong: string[] = [];
    for (const facts of everyFacts()) {
      for (const name of Object.keys(EXPECTED) as RentalTransitionName[]) {
        const rule = EXPECTED[name];
        for (const actor of ACTORS) {
          const outcome = moveRental(name, facts, actor);
          const where = `${name} by ${actor} from ${JSON.stringify(facts)}`;
          if (rule.actors.includes(actor) && expectedAllowed(rule, facts)) {
            allowed += 1;
            const next = {
              state: rule.to[0] === 'same' ? facts.state : rule.to[0],
              state_req: rule.to[1] === 'same' ? facts.state_req : rule.to[1],
            };
            const want = { ok: true, next, note: RENTAL_TRANSITIONS[name].label };
            if (JSON.stringify(outcome) !== JSON.stringify(want))
              wrong.push(`${where}: ${JSON.stringify(outcome)}`);
          } else {
            refused += 1;
            const message = rule.actors.includes(actor)
              ? RENTAL_TRANSITIONS[name].refusal
              : NOT_YOUR_MOVE_MESSAGE;
            if (outcome.ok || outcome.message !== message) wrong.push(`${where}: ${JSON.stringify(outcome)}`);
          }
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // Both kinds were really walked, and every refusal reads in Korean.
    expect(allowed).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(100_000);
    for (const t of Object.values(RENTAL_TRANSITIONS)) expect(t.refusal).toMatch(/[가-힣]/);
  });

  it('lists for the console only the moves an actor can make now', () => {
    const installing = {
      state: S.INIT_APPLY,
      state_req: R.SET_PROGRESS,
      unpaidCount: 0,
      billedRounds: 1,
      duration: 12,
      rentalTake: false,
    };
    expect(availableMoves(RENTAL_TRANSITIONS, installing, 'staff')).toEqual([
      'completeInstall',
      'cancelOrder',
      'voidOrder',
    ]);
    expect(availableMoves(RENTAL_TRANSITIONS, installing, 'customer')).toEqual(['cancelOrder']);
  });

  it('keeps the documents’ gate messages for the customer’s moves', () => {
    const ended = {
      state: S.CANCEL,
      state_req: R.CANCEL_COMPLETE,
      unpaidCount: 0,
      billedRounds: 5,
      duration: 12,
      rentalTake: false,
    };
    expect(moveRental('requestTermination', ended, 'customer')).toEqual({
      ok: false,
      message: '해지 신청을 시작할 수 없습니다.',
    });
    expect(moveRental('cancelOrder', ended, 'customer')).toEqual({
      ok: false,
      message: '주문을 취소할 수 없습니다. 이미 설치가 완료되었거나 취소된 주문입니다.',
    });
  });
});

describe('the pickup steps', () => {
  it('are named for the pickup (회수), which fetches a collection’s units too, never for the return (반납)', () => {
    const steps = (['assignReturn', 'startReturn', 'receiveReturn', 'completeReturn'] as const).map(
      (name) => RENTAL_TRANSITIONS[name],
    );
    expect(steps.map((t) => t.label)).toEqual([
      '회수 기사 배정',
      '회수 출발',
      '회수 입고, 제품 점검',
      '회수 완료',
    ]);
    expect(steps.map((t) => t.refusal)).toEqual([
      '회수를 배정할 수 없는 렌탈입니다.',
      '회수를 시작할 수 없는 렌탈입니다.',
      '회수 중인 렌탈이 아닙니다.',
      '점검이 끝나지 않아 회수를 완료할 수 없습니다.',
    ]);
  });
});
