import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import {
  isPickupLate,
  isPickupUnderWay,
  PICKUP_LATE_LABEL,
  PICKUP_UNDER_WAY,
  RETURN_STEP_REQS,
  TERMINATION_PICKUP_REQS,
} from './pickup-under-way';

const S = SUBSC_STATE;
const R = SUBSC_STATE_REQ;
const at = (state: number, state_req: number) => isPickupUnderWay({ state, state_req });

describe('pickup under way', () => {
  it('pins the return steps and the termination pickup steps', () => {
    expect(RETURN_STEP_REQS).toEqual([R.UNSET, R.UNSET_ASSIGN, R.UNSET_PROGRESS, R.UNSET_CHECK]);
    expect(TERMINATION_PICKUP_REQS).toEqual([R.CANCEL_ASSIGN, R.CANCEL_PROGRESS, R.CANCEL_CHECK]);
    expect(PICKUP_UNDER_WAY.map((p) => p.state)).toEqual([S.ENABLE, S.TERMINATE, S.CANCEL_COLLECT]);
  });

  it("counts a termination's pickup once staff took it on, not the request still waiting", () => {
    expect(at(S.ENABLE, R.CANCEL_ASSIGN)).toBe(true);
    expect(at(S.ENABLE, R.CANCEL_PROGRESS)).toBe(true);
    expect(at(S.ENABLE, R.CANCEL_CHECK)).toBe(true);
    expect(at(S.ENABLE, R.CANCEL)).toBe(false);
    expect(at(S.ENABLE, R.SET_COMPLETE)).toBe(false);
  });

  it("counts an ended term's return pickup from its booking to its check", () => {
    for (const req of [R.UNSET, R.UNSET_ASSIGN, R.UNSET_PROGRESS, R.UNSET_CHECK]) {
      expect(at(S.TERMINATE, req)).toBe(true);
    }
    expect(at(S.TERMINATE, R.UNSET_COMPLETE)).toBe(false);
    expect(at(S.TERMINATE, R.TERMINATE)).toBe(false);
  });

  it("counts a collection's return pickup, not a collection with none booked", () => {
    expect(at(S.CANCEL_COLLECT, R.UNSET_ASSIGN)).toBe(true);
    expect(at(S.CANCEL_COLLECT, R.UNSET_CHECK)).toBe(true);
    expect(at(S.CANCEL_COLLECT, R.CANCEL_COMPLETE)).toBe(false);
    expect(at(S.CANCEL_COLLECT, R.UNSET_COMPLETE)).toBe(false);
  });

  it('counts no other state, whatever its request step', () => {
    expect(at(S.CANCEL, R.CANCEL_CHECK)).toBe(false);
    expect(at(S.CANCEL_LOSS, R.UNSET_PROGRESS)).toBe(false);
    expect(at(S.PAUSE, R.CANCEL_PROGRESS)).toBe(false);
  });
});

describe('a late pickup', () => {
  // The booked day is stored as its Seoul midnight: 2026-11-20 00:00 in Seoul is 2026-11-19 15:00 UTC.
  const booked = new Date('2026-11-19T15:00:00Z');

  it('is on time through the whole booked day in Seoul, and late from the next', () => {
    expect(isPickupLate(booked, new Date('2026-11-20T14:59:59Z'))).toBe(false);
    expect(isPickupLate(booked, new Date('2026-11-20T15:00:00Z'))).toBe(true);
    expect(isPickupLate(booked, new Date('2026-11-10T00:00:00Z'))).toBe(false);
  });

  it('is never late without a booked day, and reads 회수 지연', () => {
    expect(isPickupLate(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(PICKUP_LATE_LABEL).toBe('회수 지연');
  });
});
