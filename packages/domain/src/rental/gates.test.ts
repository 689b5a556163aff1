import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { isCancelInProgress, mayCancelOrder, mayTerminate, TERMINATION_NOT_ALLOWED_MESSAGE } from './gates';

const ALL_STATES = Object.values(SUBSC_STATE);
const ALL_REQS = Object.values(SUBSC_STATE_REQ);
const every = ALL_STATES.flatMap((state) => ALL_REQS.map((state_req) => ({ state, state_req })));

describe('rental gates', () => {
  it('allow an order cancel only while applied and not yet installed', () => {
    const allowed = every.filter(mayCancelOrder);
    expect(allowed).toEqual([
      { state: SUBSC_STATE.INIT_APPLY, state_req: SUBSC_STATE_REQ.INIT_APPLY_INIT },
      { state: SUBSC_STATE.INIT_APPLY, state_req: SUBSC_STATE_REQ.SET_ASSIGN },
      { state: SUBSC_STATE.INIT_APPLY, state_req: SUBSC_STATE_REQ.SET_PROGRESS },
    ]);
  });

  it('allow termination only of an installed running rental', () => {
    expect(every.filter(mayTerminate)).toEqual([
      { state: SUBSC_STATE.ENABLE, state_req: SUBSC_STATE_REQ.SET_COMPLETE },
    ]);
    expect(TERMINATION_NOT_ALLOWED_MESSAGE).toBe('해지 신청을 시작할 수 없습니다.');
  });

  it('see a cancel in progress for the four cancel request states of a running rental', () => {
    expect(every.filter(isCancelInProgress).map((s) => s.state_req)).toEqual([700, 720, 750, 760]);
    expect(isCancelInProgress({ state: SUBSC_STATE.PAUSE, state_req: SUBSC_STATE_REQ.CANCEL })).toBe(false);
    expect(isCancelInProgress({ state: SUBSC_STATE.ENABLE, state_req: SUBSC_STATE_REQ.CANCEL_CANCEL })).toBe(
      false,
    );
  });
});
