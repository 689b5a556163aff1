import { CART_STATE } from '@shop/domain/codes/cart-state';

/** What the sync needs to know of a cart item: its key, and the server's state when it has one. */
export type KeyedCartItem = { local_id: string; state?: number };

/** Anything in the stored array without a string local_id cannot be merged and is left out. */
export function keyedItems(items: readonly unknown[]): KeyedCartItem[] {
  return items.filter(
    (item): item is KeyedCartItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { local_id?: unknown }).local_id === 'string' &&
      (item as { local_id: string }).local_id !== '',
  );
}

/**
 * The local and the server cart as one list, keyed by local_id (storefront-and-account.md section 7): an item
 * both hold takes the server's copy in the local item's place, an item only the browser holds stays (it is
 * sent again next time), an item only the server holds is added at the end. Nothing is lost and no
 * local_id appears twice.
 */
export function mergeCartItems<T extends KeyedCartItem>(local: readonly T[], server: readonly T[]): T[] {
  const serverById = new Map(server.map((item) => [item.local_id, item]));
  const merged = new Map<string, T>();
  for (const item of local) {
    if (!merged.has(item.local_id)) merged.set(item.local_id, serverById.get(item.local_id) ?? item);
  }
  for (const item of server) {
    if (!merged.has(item.local_id)) merged.set(item.local_id, item);
  }
  return [...merged.values()];
}

/** The items the server marks disabled (state -100): removed from both copies. */
export function disabledLocalIds(items: readonly KeyedCartItem[]): string[] {
  return items.filter((item) => item.state === CART_STATE.DISABLE).map((item) => item.local_id);
}

export function withoutLocalIds<T extends KeyedCartItem>(
  items: readonly T[],
  localIds: readonly string[],
): T[] {
  const drop = new Set(localIds);
  return items.filter((item) => !drop.has(item.local_id));
}

/** Whether two stored carts hold the same items in the same order (then nothing needs writing). */
export function sameCart(a: readonly unknown[], b: readonly unknown[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
