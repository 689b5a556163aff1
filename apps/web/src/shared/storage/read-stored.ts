/**
 * What the browser keeps under `key` in its local or session storage; null when nothing is kept there or the
 * browser refuses its storage (private mode, storage blocked), which a screen treats as nothing kept.
 */
export function readStored(storage: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}
