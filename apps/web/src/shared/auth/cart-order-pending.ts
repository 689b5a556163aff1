import { CART_ORDER_PENDING_KEY, readTabValue, writeTabValue } from './session-keys';

/**
 * The cart's "order" pressed by a visitor (section 6: the intent is remembered): the cart marks it before
 * sending the visitor to login, and the after-login step sends them back to /carts.
 */
export function markCartOrderPending(): void {
  writeTabValue(CART_ORDER_PENDING_KEY, '1');
}

export function takeCartOrderPending(): boolean {
  const pending = readTabValue(CART_ORDER_PENDING_KEY) === '1';
  writeTabValue(CART_ORDER_PENDING_KEY, null);
  return pending;
}
