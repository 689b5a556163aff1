import { SUBSC_STATE, type SubscState } from '../codes/subsc-state';

/**
 * The state filter of my rentals list. The documents say the list filters by state but give no values;
 * ours group every state into one chip: 신청 (not yet installed), 렌탈중 (running or paused for an unpaid
 * bill), 해지 (terminated early, lost or collected) and 종료 (ran its term, or ended before it began).
 */
export const RENTAL_LIST_FILTERS = [
  { key: 'all', title: '전체', states: [] },
  { key: 'applied', title: '신청', states: [SUBSC_STATE.INIT_APPLY] },
  { key: 'renting', title: '렌탈중', states: [SUBSC_STATE.ENABLE, SUBSC_STATE.PAUSE] },
  {
    key: 'cancelled',
    title: '해지',
    states: [SUBSC_STATE.CANCEL, SUBSC_STATE.CANCEL_LOSS, SUBSC_STATE.CANCEL_COLLECT],
  },
  {
    key: 'ended',
    title: '종료',
    states: [
      SUBSC_STATE.TERMINATE,
      SUBSC_STATE.INIT_CANCEL,
      SUBSC_STATE.INIT_FAIL,
      SUBSC_STATE.INIT_REJECT,
      SUBSC_STATE.ABNORMAL,
    ],
  },
] as const satisfies readonly { key: string; title: string; states: readonly SubscState[] }[];

export type RentalListFilterKey = (typeof RENTAL_LIST_FILTERS)[number]['key'];

export function isRentalListFilterKey(value: string | null | undefined): value is RentalListFilterKey {
  return RENTAL_LIST_FILTERS.some((f) => f.key === value);
}

/** The `state` query of GET subscs for a chip (comma separated), or undefined for 전체. */
export function rentalFilterStates(key: RentalListFilterKey): string | undefined {
  const states: readonly number[] = RENTAL_LIST_FILTERS.find((f) => f.key === key)?.states ?? [];
  return states.length > 0 ? states.join(',') : undefined;
}
