import { describe, expect, it } from 'vitest';
import { STOCK_STATE } from '../codes/stock-state';
import {
  RETIRE_STATES,
  retireRefusal,
  STOCK_STATE_LABEL,
  stockStateLabel,
  UNIT_HELD_MESSAGE,
  UNIT_NOT_AVAILABLE_MESSAGE,
  UNIT_TAKEN_LABEL,
  unitLabel,
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

describe('unit states as staff read them', () => {
  it('names each state in Korean', () => {
    expect(STOCK_STATE_LABEL).toStrictEqual({
      [STOCK_STATE.DISABLE]: '사용 안 함',
      [STOCK_STATE.ENABLE]: '사용 가능',
      [STOCK_STATE.BROKEN]: '고장',
      [STOCK_STATE.SCRAP]: '폐기',
      [STOCK_STATE.LOST]: '분실',
      [STOCK_STATE.CARE]: 'AS 중',
    });
    expect(stockStateLabel(STOCK_STATE.CARE)).toBe('AS 중');
  });

  it('reads a unit its customer took over at the end of the term as theirs, not as unused', () => {
    expect(UNIT_TAKEN_LABEL).toBe('고객 소유 (약정 만료)');
    expect(unitLabel({ state: STOCK_STATE.DISABLE, held: true })).toBe(UNIT_TAKEN_LABEL);
    expect(unitLabel({ state: STOCK_STATE.DISABLE, held: false })).toBe('사용 안 함');
    expect(unitLabel({ state: STOCK_STATE.ENABLE, held: true })).toBe('사용 가능');
    expect(unitLabel({ state: STOCK_STATE.ENABLE, held: false })).toBe('사용 가능');
  });

  it('retires a unit only as broken, scrapped or lost', () => {
    expect(RETIRE_STATES).toEqual([STOCK_STATE.BROKEN, STOCK_STATE.SCRAP, STOCK_STATE.LOST]);
  });

  it('explains each refusal in Korean', () => {
    expect(UNIT_HELD_MESSAGE).toBe(
      '주문에 배정된 재고는 뺄 수 없습니다. 렌탈이 끝나 회수된 뒤에 처리해 주세요.',
    );
    expect(UNIT_NOT_AVAILABLE_MESSAGE).toBe('사용 가능한 재고만 뺄 수 있습니다.');
    expect(retireRefusal({ state: STOCK_STATE.DISABLE, held: false })).toBe(
      '사용 가능한 재고만 뺄 수 있습니다.',
    );
  });
});
