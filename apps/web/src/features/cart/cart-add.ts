import { isCartSizeAllowed } from '@shop/domain/limits/cart-limits';
import { CART_ADD_LIMIT_MESSAGE } from '@shop/domain/validation/order-create';
import { parseStoredCart } from '../../shared/cart/cart-count';
import type { CartItem } from './cart-item';

export type CartAddResult =
  | { ok: true; items: unknown[]; added: CartItem[] }
  | { ok: false; message: string; limitReached: boolean };

/** Adding is refused when the cart would hold more than 1.5 times the limit of 10 (the server's rule too). */
export function addCartItems(current: readonly unknown[], added: CartItem[]): CartAddResult {
  if (!isCartSizeAllowed(current.length + added.length)) {
    return { ok: false, message: CART_ADD_LIMIT_MESSAGE, limitReached: true };
  }
  return { ok: true, items: [...current, ...added], added };
}

/** The stored cart as an array; anything unreadable is an empty cart. */
export const parseCart = parseStoredCart;
