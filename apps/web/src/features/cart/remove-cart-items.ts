import { getSession } from '../../shared/auth/auth-store';
import { bridge } from '../../shared/bridge/native-bridge';
import { postDeleteCartItems } from '../../shared/cart/api/post-delete-cart-items';
import { parseStoredCart } from '../../shared/cart/cart-count';
import { readCartRaw, writeCartItems } from '../../shared/cart/cart-store';
import { readCartItems } from './cart-view';

/**
 * Removes items from the local cart and, for a signed-in customer, from the server copy (otherwise the next
 * sync would bring them back). A server failure is swallowed; the cart-deleted message is posted.
 */
export async function removeCartItems(localIds: readonly string[]): Promise<void> {
  if (localIds.length === 0) return;
  const drop = new Set(localIds);
  const kept = readCartItems(parseStoredCart(readCartRaw())).filter((item) => !drop.has(item.local_id));
  writeCartItems(kept);
  bridge.cartDeleted([...localIds]);
  if (!getSession()) return;
  try {
    await postDeleteCartItems(localIds);
  } catch {
    // The local cart keeps working.
  }
}
