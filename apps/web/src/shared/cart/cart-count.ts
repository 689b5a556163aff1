/** The local cart lives in localStorage under this key as a JSON array of cart items. */
export const CART_STORAGE_KEY = 'cartStoreItems';

/** How many items the stored cart holds; anything unreadable counts as an empty cart. */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}
