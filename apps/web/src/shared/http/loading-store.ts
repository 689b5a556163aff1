import { useSyncExternalStore } from 'react';

/** How many requests are in flight; the top progress bar shows while it is above zero. */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  start(): void {
    pending += 1;
    emit();
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  count: (): number => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    loadingStore.subscribe,
    () => pending > 0,
    () => false,
  );
}
