import { describe, expect, it } from 'vitest';
import { STOCK_STATE } from '../codes/stock-state';
import {
  retireRefusal,
  STOCK_STATE_LABEL,
  stockStateLabel,
  UNIT_HELD_MESSAGE,
  UNIT_NOT_AVAILABLE_MESSAGE,
} from './unit-state-admin';

describe('retiring a unit', () => {
  it('lets only a usable unit no order holds leave the stock', () => {
    expect(retireRefusal({ state: STOCK_STATE.ENABLE, held: false })).toBeNull();
    expect(retireRefusal({ state: STOCK_STATE.ENABLE, held: true })).toBe(UNIT_HELD_MESSAGE);
    expect(retireRefusal({ state: STOCK_STATE.SCRAP, held: false })).toBe(UNIT_NOT_AVAILABLE_MESSAGE);
    expect(retireRefusal({ state: STOCK_STATE.CARE, held: true })).toBe(UNIT_HELD_MESSAGE);
  });

  it('labels every stock state in Korean, and an unknown one by its number', () => {
    expect(Object.keys(STOCK_STATE_LABEL)).toHaveLength(Object.keys(STOCK_STATE).length);
    expect(stockStateLabel(STOCK_STATE.ENABLE)).toBe('사용 가능');
    expect(stockStateLabel(12345)).toBe('상태 12345');
  });
});
