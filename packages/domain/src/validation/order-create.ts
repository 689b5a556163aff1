import { CART_LIMIT } from '../limits/cart-limits';

export const ORDER_EMPTY_MESSAGE = '장바구니 혹은 상품이 없습니다.';
export const LOGIN_REQUIRED_MESSAGE = '로그인이 필요합니다. 로그인 페이지로 이동합니다.';
export const ACCESSORY_ALONE_MESSAGE = '액세서리 상품은 단독으로 구독할 수 없습니다.';
export const CART_SELECT_LIMIT_MESSAGE = `상품은 최대 ${CART_LIMIT}개까지 선택할 수 있습니다.`;
export const CART_ADD_LIMIT_MESSAGE = '장바구니에 더 이상 담을 수 없습니다.';

export type OrderCreateState = {
  selectedCount: number;
  loggedIn: boolean;
  /** Whether a selected item besides the package is something other than an accessory. */
  hasNonAccessory: boolean;
};

export function orderCreateError(state: OrderCreateState): string | null {
  if (state.selectedCount < 1) return ORDER_EMPTY_MESSAGE;
  if (!state.loggedIn) return LOGIN_REQUIRED_MESSAGE;
  if (!state.hasNonAccessory) return ACCESSORY_ALONE_MESSAGE;
  return null;
}
