import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import { mayWithdraw, WITHDRAW_RENTALS_MESSAGE } from './withdrawal';

describe('withdrawal and rentals', () => {
  it('says why and when', () => {
    expect(WITHDRAW_RENTALS_MESSAGE).toBe(
      '진행 중인 렌탈 계약이 있어 탈퇴할 수 없습니다. 계약이 끝나고 남은 결제를 마친 뒤 탈퇴해 주세요.',
    );
  });

  it('waits while a rental is ordered, running or paused', () => {
    for (const state of [SUBSC_STATE.INIT_APPLY, SUBSC_STATE.ENABLE, SUBSC_STATE.PAUSE]) {
      expect(mayWithdraw([{ state, unpaid: 0 }]), String(state)).toBe(false);
    }
  });

  it('waits while an ended rental still owes something', () => {
    expect(mayWithdraw([{ state: SUBSC_STATE.CANCEL, unpaid: 1 }])).toBe(false);
  });

  it('lets a customer go with no rental, or with every rental ended and paid', () => {
    expect(mayWithdraw([])).toBe(true);
    expect(
      mayWithdraw([
        { state: SUBSC_STATE.CANCEL, unpaid: 0 },
        { state: SUBSC_STATE.TERMINATE, unpaid: 0 },
        { state: SUBSC_STATE.INIT_CANCEL, unpaid: 0 },
      ]),
    ).toBe(true);
  });
});
