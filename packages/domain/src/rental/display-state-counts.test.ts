import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { displayStateCounts } from './display-state-counts';

describe('my page display-state counts', () => {
  it('counts paid, preparing, shipping and renting rentals', () => {
    const R = SUBSC_STATE_REQ;
    const counts = displayStateCounts([
      { state: SUBSC_STATE.INIT_APPLY, state_req: R.INIT_APPLY_INIT },
      { state: SUBSC_STATE.INIT_APPLY, state_req: R.INIT_APPLY_INIT },
      { state: SUBSC_STATE.INIT_APPLY, state_req: R.SET_ASSIGN },
      { state: SUBSC_STATE.INIT_APPLY, state_req: R.SET_PROGRESS },
      { state: SUBSC_STATE.ENABLE, state_req: R.SET_COMPLETE },
      { state: SUBSC_STATE.ENABLE, state_req: R.CANCEL },
      { state: SUBSC_STATE.CANCEL, state_req: R.CANCEL_COMPLETE },
      { state: SUBSC_STATE.INIT_CANCEL, state_req: R.INIT_APPLY_INIT },
    ]);
    expect(counts).toEqual([
      { key: 'paid', label: '결제완료', count: 2 },
      { key: 'preparing', label: '상품준비중', count: 1 },
      { key: 'shipping', label: '배송중', count: 1 },
      { key: 'renting', label: '렌탈중', count: 2 },
    ]);
  });

  it('gives four zeros for no rentals', () => {
    expect(displayStateCounts([]).map((c) => c.count)).toEqual([0, 0, 0, 0]);
  });
});
