import { CART_STORAGE_KEY } from '@shop/domain/cart/cart-storage';
import { useSyncExternalStore } from 'react';
import { readStored } from '../storage/read-stored';
import { countCartItems } from './cart-count';

/**
 * A tiny store over the local cart in localStorage. The cart feature writes through `writeCartItems`
 * (or calls `notifyCartChanged` after writing), so the top bar badge follows; other tabs arrive by the
 * `storage` event.
 */
const listeners = new Set<() => void>();

export function notifyCartChanged(): void {
  for (const listener of listeners) listener();
}

export function readCartRaw(): string | null {
  return readStored('localStorage', CART_STORAGE_KEY);
}

export function writeCartItems(items: unknown[]): void {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  notifyCartChanged();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => countCartItems(readCartRaw()),
    () => 0,
  );
}

/**
 * The stored cart's raw text; screens parse it (the same text gives the same snapshot). `undefined` while it
 * has not been read: on the server, which renders the cart's shell (decision 028), and in the browser's
 * take-over of that shell, which then reads the browser's storage at once.
 */
export function useCartRaw(): string | null | undefined {
  return useSyncExternalStore(subscribe, readCartRaw, () => undefined);
}
