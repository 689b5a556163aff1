import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { stateTooltip, TOOLTIP } from './state-tooltip';

const R = SUBSC_STATE_REQ;
const tip = (state: number, state_req: number, unpaidCount = 0, start_at: string | null = null) =>
  stateTooltip({ state, state_req, unpaidCount, start_at });

describe('state tooltip', () => {
  it('is green through application and delivery', () => {
    expect(tip(SUBSC_STATE.INIT_APPLY, R.INIT_APPLY_INIT)).toBe(TOOLTIP.APPLIED);
    expect(tip(SUBSC_STATE.INIT_APPLY, R.INIT_APPLY_INIT, 0, '2024-03-08')).toBe(TOOLTIP.ASSIGNING_INSTALLER);
    expect(tip(SUBSC_STATE.INIT_APPLY, R.SET_PROGRESS)).toBe(TOOLTIP.DELIVERING);
    expect(tip(SUBSC_STATE.INIT_APPLY, R.SET_COMPLETE)).toBe(TOOLTIP.INSTALLED);
    expect(tip(SUBSC_STATE.INIT_APPLY, R.SET_ASSIGN).colour).toBe('green');
    // A payment error while still applied: the application is still shown as received.
    expect(tip(SUBSC_STATE.INIT_APPLY, R.INIT_APPLY_ERR_PAY)).toEqual({
      message: '렌탈 신청이 접수되었습니다.',
      colour: 'green',
    });
  });

  it('is red for billing problems, pauses and cancel steps under way', () => {
    expect(tip(SUBSC_STATE.ENABLE, R.SET_COMPLETE, 1)).toEqual(TOOLTIP.BILLING_PROBLEM);
    expect(tip(SUBSC_STATE.ENABLE, R.SET_COMPLETE, 1).colour).toBe('red');
    expect(tip(SUBSC_STATE.PAUSE, R.SET_COMPLETE).colour).toBe('red');
    expect(tip(SUBSC_STATE.ENABLE, R.CANCEL_CHECK)).toBe(TOOLTIP.CANCEL_CHECK);
    expect(tip(SUBSC_STATE.ENABLE, R.CANCEL_CANCEL)).toBe(TOOLTIP.CANCEL_WITHDRAWN);
  });

  it('is gray once the rental has ended', () => {
    expect(tip(SUBSC_STATE.TERMINATE, R.TERMINATE)).toEqual(TOOLTIP.TAKEN_OVER);
    expect(TOOLTIP.TAKEN_OVER.colour).toBe('gray');
    for (const step of [R.UNSET, R.UNSET_ASSIGN, R.UNSET_PROGRESS, R.UNSET_CHECK])
      expect(tip(SUBSC_STATE.TERMINATE, step)).toEqual(TOOLTIP.RETURN_PENDING);
    expect(tip(SUBSC_STATE.TERMINATE, R.UNSET_COMPLETE)).toEqual(TOOLTIP.TERMINATED);
    expect(tip(SUBSC_STATE.CANCEL, R.CANCEL_COMPLETE)).toBe(TOOLTIP.CANCELLED);
    expect(tip(SUBSC_STATE.CANCEL_LOSS, R.CANCEL_COMPLETE)).toBe(TOOLTIP.CANCELLED_LOSS);
  });

  it('tells an order that ended before it began why: failed payment, refused, or cancelled', () => {
    expect(tip(SUBSC_STATE.INIT_FAIL, R.INIT_APPLY_ERR_PAY)).toEqual({
      message: '결제가 완료되지 않아 렌탈 신청이 취소되었습니다.',
      colour: 'red',
    });
    expect(tip(SUBSC_STATE.INIT_REJECT, R.INIT_REJECT)).toEqual({
      message: '렌탈 신청이 반려되었습니다. 자세한 내용은 고객센터로 문의해 주세요.',
      colour: 'red',
    });
    const cancelled = { message: '렌탈 신청이 취소되었습니다.', colour: 'gray' };
    expect(tip(SUBSC_STATE.INIT_CANCEL, R.INIT_CANCEL)).toEqual(cancelled);
    expect(tip(SUBSC_STATE.ABNORMAL, R.INIT_CANCEL)).toEqual(cancelled);
    // The state decides, not the request step the order stopped at.
    expect(tip(SUBSC_STATE.INIT_FAIL, R.INIT_APPLY_INIT)).toBe(TOOLTIP.INIT_FAILED);
    expect(tip(SUBSC_STATE.INIT_REJECT, R.SET_ASSIGN)).toBe(TOOLTIP.INIT_REJECTED);
  });

  it('is red once a rental went to collection', () => {
    expect(tip(SUBSC_STATE.CANCEL_COLLECT, R.CANCEL_COMPLETE)).toEqual({
      message: '미납으로 채권추심 후 렌탈이 해지되었습니다.',
      colour: 'red',
    });
  });

  it('is green while renting normally', () => {
    expect(tip(SUBSC_STATE.ENABLE, R.SET_COMPLETE)).toBe(TOOLTIP.RENTING);
  });
});
