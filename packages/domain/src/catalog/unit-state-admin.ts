import { STOCK_STATE, type StockState } from '../codes/stock-state';

/** How staff read a unit's state in the console. */
export const STOCK_STATE_LABEL: Record<StockState, string> = {
  [STOCK_STATE.DISABLE]: '사용 안 함',
  [STOCK_STATE.ENABLE]: '사용 가능',
  [STOCK_STATE.BROKEN]: '고장',
  [STOCK_STATE.SCRAP]: '폐기',
  [STOCK_STATE.LOST]: '분실',
  [STOCK_STATE.CARE]: 'AS 중',
};

export const stockStateLabel = (state: number): string =>
  STOCK_STATE_LABEL[state as StockState] ?? `상태 ${state}`;

/** A unit that became its customer's at the end of a rental-take term: out of the stock, but not unused. */
export const UNIT_TAKEN_LABEL = '고객 소유 (약정 만료)';

/**
 * How a unit reads in the console's unit list: by its state, unless a customer now owns it. A unit handed
 * over at the end of a term keeps its rental as holder and leaves the stock as DISABLE (engine/units.ts);
 * no other unit is both.
 */
export const unitLabel = (unit: { state: number; held: boolean }): string =>
  unit.held && unit.state === STOCK_STATE.DISABLE ? UNIT_TAKEN_LABEL : stockStateLabel(unit.state);

/** What a unit taken out of the rental stock becomes; each keeps its unit row and its history. */
export const RETIRE_STATES = [STOCK_STATE.BROKEN, STOCK_STATE.SCRAP, STOCK_STATE.LOST] as const;
export type RetireState = (typeof RETIRE_STATES)[number];

export const UNIT_HELD_MESSAGE =
  '주문에 배정된 재고는 뺄 수 없습니다. 렌탈이 끝나 회수된 뒤에 처리해 주세요.';
export const UNIT_NOT_AVAILABLE_MESSAGE = '사용 가능한 재고만 뺄 수 있습니다.';

/** A unit on the shelf: usable and held by no order. Only such a unit may be retired. */
export function retireRefusal(unit: { state: number; held: boolean }): string | null {
  if (unit.held) return UNIT_HELD_MESSAGE;
  if (unit.state !== STOCK_STATE.ENABLE) return UNIT_NOT_AVAILABLE_MESSAGE;
  return null;
}
