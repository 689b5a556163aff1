// The sources give 10 in one place and name the limit without a value in another (spec section 9).
export const CART_LIMIT = 10;
export const CART_ADD_LIMIT = CART_LIMIT * 1.5;

/**
 * "Adding is refused when the cart holds more than 1.5 times the limit": we read it as a cart never holding
 * more than CART_ADD_LIMIT items, so one more fits only while it holds fewer. The server refuses the same way.
 */
export function canAddToCart(count: number): boolean {
  return count < CART_ADD_LIMIT;
}

/** Whether a cart of this size is allowed at all (the server's check on a synced cart). */
export function isCartSizeAllowed(count: number): boolean {
  return count <= CART_ADD_LIMIT;
}

/** Selection is refused once the selected count reaches the limit. */
export function canSelectMore(selectedCount: number): boolean {
  return selectedCount < CART_LIMIT;
}
