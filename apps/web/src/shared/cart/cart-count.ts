/** The stored cart as an array; anything missing or unreadable is an empty cart. */
export function parseStoredCart(raw: string | null | undefined): unknown[] {
  if (!raw) return [];
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? items : [];
  } catch {
    return [];
  }
}

/** How many items the stored cart holds; anything unreadable counts as an empty cart. */
export function countCartItems(raw: string | null): number {
  return parseStoredCart(raw).length;
}
