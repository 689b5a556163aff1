import { useEffect, useRef } from 'react';

/** The window message that says the product cannot be subscribed on its own (from the app or the cart). */
export const PROD_CAPTURED_ERROR = 'prodCapturedError';

export function isProdCapturedError(data: unknown): boolean {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return value === PROD_CAPTURED_ERROR;
    }
  }
  return (
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === PROD_CAPTURED_ERROR
  );
}

/** Calls `onError` when a product-captured error arrives by window message from this origin. */
export function useProdCapturedError(onError: () => void): void {
  const handler = useRef(onError);
  handler.current = onError;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin && event.origin !== window.location.origin && event.origin !== 'null') return;
      if (isProdCapturedError(event.data)) handler.current();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
}
