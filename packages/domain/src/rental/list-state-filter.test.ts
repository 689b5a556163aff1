import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import {
  isRentalListFilterKey,
  RENTAL_LIST_FILTERS,
  type RentalListFilterKey,
  rentalFilterStates,
} from './list-state-filter';

describe('rental list state filter', () => {
  it('puts every state in exactly one chip besides 전체', () => {
    const grouped = RENTAL_LIST_FILTERS.flatMap((f) => [...f.states]);
    expect([...grouped].sort((a, b) => a - b)).toEqual(Object.values(SUBSC_STATE).sort((a, b) => a - b));
  });

  it('asks for nothing on 전체 and comma-separated states otherwise', () => {
    expect(rentalFilterStates('all')).toBeUndefined();
    expect(rentalFilterStates('applied')).toBe('10');
    expect(rentalFilterStates('renting')).toBe('400,800');
    expect(rentalFilterStates('cancelled')).toBe('1040,1060,1080');
    expect(rentalFilterStates('ended')).toBe('1000,30,20,40,-500');
  });

  it('asks for no state filter for a key it does not know (an old link), rather than failing', () => {
    expect(rentalFilterStates('paused' as RentalListFilterKey)).toBeUndefined();
  });

  it('knows its chip keys and titles', () => {
    expect(RENTAL_LIST_FILTERS.map((f) => f.title)).toEqual(['전체', '신청', '렌탈중', '해지', '종료']);
    expect(isRentalListFilterKey('renting')).toBe(true);
    expect(isRentalListFilterKey('x')).toBe(false);
    expect(isRentalListFilterKey(null)).toBe(false);
  });
});
