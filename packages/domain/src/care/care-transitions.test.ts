import { describe, expect, it } from 'vitest';
import { CARE_STATE } from '../codes/care-state';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { CARE_CANCEL_FAILED_MESSAGE } from './care-rules';
import {
  CARE_NOT_ALLOWED_MESSAGE,
  careMoveRefusal,
  isCareOpen,
  mayFileCare,
  mayMoveCare,
} from './care-transitions';

const states = Object.values(CARE_STATE);

describe('care transitions', () => {
  it('withdraw only from UNSET', () => {
    expect(states.filter((from) => mayMoveCare(from, CARE_STATE.UNSET_CANCEL))).toEqual([CARE_STATE.UNSET]);
  });

  it('go to the paying step only from CHECK_COMPLETE', () => {
    expect(states.filter((from) => mayMoveCare(from, CARE_STATE.CHECK_PAYMENT))).toEqual([
      CARE_STATE.CHECK_COMPLETE,
    ]);
  });

  it('confirm the visit date only from CHECK_PAYMENT', () => {
    expect(states.filter((from) => mayMoveCare(from, CARE_STATE.SET))).toEqual([CARE_STATE.CHECK_PAYMENT]);
  });

  it('allow no other move', () => {
    const others = states.filter(
      (to) => to !== CARE_STATE.UNSET_CANCEL && to !== CARE_STATE.CHECK_PAYMENT && to !== CARE_STATE.SET,
    );
    for (const to of others) for (const from of states) expect(mayMoveCare(from, to)).toBe(false);
  });

  it('answer a refusal in Korean by the asked state', () => {
    expect(careMoveRefusal(CARE_STATE.UNSET_CANCEL)).toBe(CARE_CANCEL_FAILED_MESSAGE);
    expect(careMoveRefusal(CARE_STATE.CHECK_PAYMENT)).toBe('AS 결제 단계로 진행하지 못했습니다.');
    expect(careMoveRefusal(CARE_STATE.SET)).toBe('방문일을 확정하지 못했습니다.');
    expect(careMoveRefusal(CARE_STATE.DONE)).toBe('변경할 수 없는 AS 상태입니다.');
  });

  it('count withdrawn and finished requests as closed', () => {
    expect(states.filter((s) => !isCareOpen(s))).toEqual([CARE_STATE.UNSET_CANCEL, CARE_STATE.DONE]);
  });

  it('let a running, installed rental file a request for a product without an open one', () => {
    const running = { state: SUBSC_STATE.ENABLE, state_req: SUBSC_STATE_REQ.SET_COMPLETE };
    expect(mayFileCare(running, false)).toBe(true);
    expect(mayFileCare(running, true)).toBe(false);
    expect(mayFileCare({ ...running, state_req: SUBSC_STATE_REQ.CANCEL }, false)).toBe(false);
    // Still being installed, or paused: not yet, or not now.
    expect(mayFileCare({ ...running, state_req: SUBSC_STATE_REQ.SET_PROGRESS }, false)).toBe(false);
    expect(mayFileCare({ ...running, state: SUBSC_STATE.PAUSE }, false)).toBe(false);
    expect(
      mayFileCare({ state: SUBSC_STATE.INIT_APPLY, state_req: SUBSC_STATE_REQ.SET_COMPLETE }, false),
    ).toBe(false);
  });

  it('refuse a product that may not file a request, in Korean', () => {
    expect(CARE_NOT_ALLOWED_MESSAGE).toBe('AS를 신청할 수 없는 상품입니다.');
  });
});
