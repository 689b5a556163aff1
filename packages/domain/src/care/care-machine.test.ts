import { describe, expect, it } from 'vitest';
import { CARE_STATE as C } from '../codes/care-state';
import { type Actor, NOT_YOUR_MOVE_MESSAGE } from '../machine/transition';
import { CARE_TRANSITIONS, type CareTransitionName, moveCare } from './care-machine';

// The expected AS machine as data: who, from which states, to which.
const EXPECTED: Record<CareTransitionName, { actors: Actor[]; from: number[]; to: number }> = {
  withdraw: { actors: ['customer', 'staff'], from: [C.UNSET], to: C.UNSET_CANCEL },
  assignVisit: { actors: ['staff'], from: [C.UNSET], to: C.UNSET_ASSIGN },
  startVisit: { actors: ['staff'], from: [C.UNSET_ASSIGN], to: C.UNSET_SHIP },
  completeVisit: { actors: ['staff'], from: [C.UNSET_SHIP], to: C.UNSET_COMPLETE },
  takeForRepair: { actors: ['staff'], from: [C.UNSET_COMPLETE], to: C.CHECK_ASSIGN },
  startRepair: { actors: ['staff'], from: [C.CHECK_ASSIGN], to: C.CHECK },
  completeRepair: { actors: ['staff'], from: [C.CHECK], to: C.CHECK_COMPLETE },
  pay: { actors: ['customer'], from: [C.CHECK_COMPLETE], to: C.CHECK_PAYMENT },
  confirmVisitDate: { actors: ['customer'], from: [C.CHECK_PAYMENT], to: C.SET },
  assignReinstall: { actors: ['staff'], from: [C.SET], to: C.SET_ASSIGN },
  shipReinstall: { actors: ['staff'], from: [C.SET_ASSIGN], to: C.SET_SHIP },
  completeReinstall: { actors: ['staff'], from: [C.SET_SHIP], to: C.SET_COMPLETE },
  close: { actors: ['staff'], from: [C.UNSET_COMPLETE, C.SET_COMPLETE], to: C.DONE },
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
              ? { ok: true, next: { state: rule.to }, note: CARE_TRANSITIONS[name].label }
              : {
                  ok: false,
                  message: rule.actors.includes(actor)
                    ? CARE_TRANSITIONS[name].refusal
                    : NOT_YOUR_MOVE_MESSAGE,
                };
          if (JSON.stringify(outcome) !== JSON.stringify(want)) wrong.push(`${name}/${actor}/${state}`);
        }
    expect(wrong).toEqual([]);
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
