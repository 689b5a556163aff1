import { getSession } from '../auth/auth-store';
import { bridge } from '../bridge/native-bridge';
import { getCarts } from './api/get-carts';
import { postCarts } from './api/post-carts';
import { postDeleteCartItems } from './api/post-delete-cart-items';
import { parseStoredCart } from './cart-count';
import { readCartRaw, writeCartItems } from './cart-store';
import { type CartSyncOutcome, syncCart } from './cart-sync';
import { oneAtATime } from './one-at-a-time';

/**
 * A local/remote cart synchronisation (after login, the cart button pressed on /carts, the wrapper's sync
 * message). Only for a signed-in customer; a visitor's cart stays in this browser. A call made while one runs
 * gets one more after it (oneAtATime).
 */
const syncOnce = oneAtATime(
  (): Promise<CartSyncOutcome | null> =>
    getSession()
      ? syncCart({
          readLocal: () => parseStoredCart(readCartRaw()),
          writeLocal: writeCartItems,
          postCarts,
          getCarts,
          deleteRemote: postDeleteCartItems,
          onSentToRemote: bridge.syncRemote,
          onLocalChanged: bridge.syncLocal,
          onDeleted: bridge.cartDeleted,
        }).catch(() => null)
      : Promise.resolve(null),
);

export function requestCartSync(): Promise<CartSyncOutcome | null> {
  if (!getSession()) return Promise.resolve(null);
  return syncOnce();
}
