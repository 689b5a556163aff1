import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import type { SubscStates } from './gates';

export const DISPLAY_STATES = [
  {
    key: 'paid',
    label: '결제완료',
    matches: (s: SubscStates) =>
      s.state === SUBSC_STATE.INIT_APPLY && s.state_req === SUBSC_STATE_REQ.INIT_APPLY_INIT,
  },
  {
    key: 'preparing',
    label: '상품준비중',
    matches: (s: SubscStates) => s.state_req === SUBSC_STATE_REQ.SET_ASSIGN,
  },
  {
    key: 'shipping',
    label: '배송중',
    matches: (s: SubscStates) => s.state_req === SUBSC_STATE_REQ.SET_PROGRESS,
  },
  { key: 'renting', label: '렌탈중', matches: (s: SubscStates) => s.state === SUBSC_STATE.ENABLE },
] as const;

export type DisplayStateKey = (typeof DISPLAY_STATES)[number]['key'];
export type DisplayStateCount = { key: DisplayStateKey; label: string; count: number };

/** The four counts on my page, in display order. */
export function displayStateCounts(subscs: readonly SubscStates[]): DisplayStateCount[] {
  return DISPLAY_STATES.map(({ key, label, matches }) => ({
    key,
    label,
    count: subscs.filter((subsc) => matches(subsc)).length,
  }));
}
