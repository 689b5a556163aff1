import { CART_LIMIT } from '@shop/domain/limits/cart-limits';
import { bridge } from '../../shared/bridge/native-bridge';
import { readCartRaw, writeCartItems } from '../../shared/cart/cart-store';
import { addCartItems, type CartAddResult, parseCart } from './cart-add';
import { type AddToCartRequest, buildCartItems } from './cart-item';
import { newLocalId } from './local-id';

/**
 * Adds the chosen product to the visitor cart in localStorage (`cartStoreItems`); the top-bar badge
 * follows through the shared cart store. Posts the cart-created or the limit-reached bridge message.
 */
export function addToCart(request: AddToCartRequest): CartAddResult {
  const result = addCartItems(parseCart(readCartRaw()), buildCartItems(request, newLocalId));
  if (!result.ok) {
    bridge.cartLimitReached(CART_LIMIT);
    return result;
  }
  try {
    writeCartItems(result.items);
  } catch {
    return { ok: false, message: '장바구니를 저장하지 못했습니다.', limitReached: false };
  }
  bridge.cartCreated(result.added.map((item) => item.local_id));
  return result;
}
