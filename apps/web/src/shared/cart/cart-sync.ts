import { isApiError } from '../http/api-error';
import {
  disabledLocalIds,
  type KeyedCartItem,
  keyedItems,
  mergeCartItems,
  sameCart,
  withoutLocalIds,
} from './cart-merge';

/** Everything the sync touches, injected so the rules run in tests without a browser or a server. */
export type CartSyncDeps = {
  readLocal: () => unknown[];
  writeLocal: (items: unknown[]) => void;
  /** POST carts: the server cart after the merge, or null for an answer without a list (205). */
  postCarts: (items: readonly unknown[]) => Promise<KeyedCartItem[] | null>;
  /** GET carts?per_page=-1. */
  getCarts: () => Promise<KeyedCartItem[]>;
  /** POST carts/deleteItemsByLocalId. */
  deleteRemote: (localIds: string[]) => Promise<void>;
  /** Bridge messages: sync (remote) when the local items went to the server, sync (local) when the local
   * copy changed, cart deleted for removed items. */
  onSentToRemote?: () => void;
  onLocalChanged?: () => void;
  onDeleted?: (localIds: string[]) => void;
};

export type CartSyncOutcome = {
  /** What became of POST carts: replaced (200/201), ignored (205), dropped (401/400) or failed (other). */
  post: 'replaced' | 'ignored' | 'dropped' | 'failed';
  /** Items the server marks disabled, removed from both copies. */
  removed: string[];
  /** Items in the local cart afterwards. */
  count: number;
};

/** 401 and 400 answers of POST carts are dropped silently (section 7); other failures are swallowed too. */
export function postFailureKind(error: unknown): 'dropped' | 'failed' {
  return isApiError(error) && (error.status === 401 || error.status === 400) ? 'dropped' : 'failed';
}

function write(deps: CartSyncDeps, next: KeyedCartItem[]): void {
  const current = deps.readLocal();
  if (sameCart(current, next)) return;
  deps.writeLocal(next);
  deps.onLocalChanged?.();
}

/**
 * One local/remote cart synchronisation of a signed-in customer (storefront-and-account.md section 7):
 * POST carts with the local items (200/201: the answer replaces the local copies; 205 ignored; 401 and 400
 * dropped), then GET carts (failure: nothing), merged by local_id, and the items the server marks disabled
 * removed from both copies. A server failure never breaks the local cart.
 */
export async function syncCart(deps: CartSyncDeps): Promise<CartSyncOutcome> {
  let post: CartSyncOutcome['post'];
  try {
    const answer = await deps.postCarts(keyedItems(deps.readLocal()));
    deps.onSentToRemote?.();
    if (answer) {
      // Read again: an item added while the call ran is kept.
      write(deps, mergeCartItems(keyedItems(deps.readLocal()), keyedItems(answer)));
      post = 'replaced';
    } else {
      post = 'ignored';
    }
  } catch (error) {
    post = postFailureKind(error);
  }

  let server: KeyedCartItem[] = [];
  try {
    server = keyedItems(await deps.getCarts());
  } catch {
    // 401 discarded, anything else: an empty server cart, so the local one is kept as it is.
  }

  const merged = mergeCartItems(keyedItems(deps.readLocal()), server);
  const removed = disabledLocalIds(merged);
  const next = withoutLocalIds(merged, removed);
  write(deps, next);
  if (removed.length > 0) {
    try {
      await deps.deleteRemote(removed);
    } catch {
      // Swallowed: GET carts marks them again next time.
    }
    deps.onDeleted?.(removed);
  }
  return { post, removed, count: next.length };
}
