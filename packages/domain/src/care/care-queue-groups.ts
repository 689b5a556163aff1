import { CARE_STATE } from '../codes/care-state';
import { availableMoves } from '../machine/transition';
import { CARE_TRANSITIONS } from './care-machine';
import { isCareOpen } from './care-transitions';

/** The console's AS queue tabs: what staff must move, what waits on the customer, what is over. */
export const CARE_QUEUE_GROUPS = [
  { key: 'staff', label: '처리 대기' },
  { key: 'customer', label: '고객 결제·방문일 대기' },
  { key: 'closed', label: '종료·철회' },
  { key: 'all', label: '전체' },
] as const;

export type CareQueueGroup = (typeof CARE_QUEUE_GROUPS)[number]['key'];

const hasStaffMove = (state: number) => availableMoves(CARE_TRANSITIONS, { state }, 'staff').length > 0;

/** The states of a tab, read from the AS machine: a new staff move puts its state in the right tab. */
export function careQueueStates(group: CareQueueGroup): number[] {
  const states: number[] = Object.values(CARE_STATE);
  switch (group) {
    case 'staff':
      return states.filter(hasStaffMove);
    case 'customer':
      return states.filter((s) => isCareOpen(s) && !hasStaffMove(s));
    case 'closed':
      return states.filter((s) => !isCareOpen(s));
    default:
      return states;
  }
}
