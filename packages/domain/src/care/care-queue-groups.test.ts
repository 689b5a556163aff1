import { describe, expect, it } from 'vitest';
import { CARE_STATE as C } from '../codes/care-state';
import { CARE_QUEUE_GROUPS, careQueueStates } from './care-queue-groups';

describe('the AS queue tabs', () => {
  it('put each state in exactly one of staff, customer and closed', () => {
    const staff = careQueueStates('staff');
    const customer = careQueueStates('customer');
    const closed = careQueueStates('closed');
    expect(customer).toEqual([C.CHECK_COMPLETE, C.CHECK_PAYMENT]);
    expect(closed).toEqual([C.UNSET_CANCEL, C.DONE]);
    expect(staff).toEqual([
      C.UNSET,
      C.UNSET_ASSIGN,
      C.UNSET_SHIP,
      C.UNSET_COMPLETE,
      C.CHECK_ASSIGN,
      C.CHECK,
      C.SET,
      C.SET_ASSIGN,
      C.SET_SHIP,
      C.SET_COMPLETE,
    ]);
    expect([...staff, ...customer, ...closed].sort()).toEqual(Object.values(C).sort());
    expect(careQueueStates('all')).toHaveLength(Object.values(C).length);
  });

  it('open on the staff tab', () => {
    expect(CARE_QUEUE_GROUPS.map((g) => [g.key, g.label])).toEqual([
      ['staff', '처리 대기'],
      ['customer', '고객 결제·방문일 대기'],
      ['closed', '종료·철회'],
      ['all', '전체'],
    ]);
  });
});
