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
    expect(staff).toContain(C.UNSET);
    expect(staff).toContain(C.CHECK);
    expect(staff).toContain(C.SET);
    expect([...staff, ...customer, ...closed].sort()).toEqual(Object.values(C).sort());
    expect(careQueueStates('all')).toHaveLength(Object.values(C).length);
  });

  it('open on the staff tab', () => {
    expect(CARE_QUEUE_GROUPS[0].key).toBe('staff');
  });
});
