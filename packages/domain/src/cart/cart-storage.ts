/**
 * The visitor's cart lives in the browser's localStorage under this key, as a JSON array of cart items. The
 * web app reads and writes it; the server's cart page reads it before its first paint (decision 030).
 */
export const CART_STORAGE_KEY = 'cartStoreItems';
