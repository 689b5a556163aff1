import { getSession } from '../auth/auth-store';
import { bridge } from '../bridge/native-bridge';
import { getCarts } from './api/get-carts';
import { postCarts } from './api/post-carts';
import { postDeleteCartItems } from './api/post-delete-cart-items';
import { parseStoredCart } from './cart-count';
import { readCartRaw, writeCartItems } from './cart-store';
import { type CartSyncOutcome, syncCart } from './cart-sync';

let running: Promise<CartSyncOutcome | null> | null = null;

/**
 * A local/remote cart synchronisation (after login, and the cart button pressed on /carts). Only for a
 * signed-in customer; a visitor's cart stays in this browser. Calls made while one runs share it.
 */
export function requestCartSync(): Promise<CartSyncOutcome | null> {
  if (!getSession()) return Promise.resolve(null);
  if (running) return running;
  running = syncCart({
    readLocal: () => parseStoredCart(readCartRaw()),
    writeLocal: writeCartItems,
    postCarts,
    getCarts,
    deleteRemote: postDeleteCartItems,
    onSentToRemote: bridge.syncRemote,
    onLocalChanged: bridge.syncLocal,
    onDeleted: bridge.cartDeleted,
  })
    .catch(() => null)
    .finally(() => {
      running = null;
    });
  return running;
}
