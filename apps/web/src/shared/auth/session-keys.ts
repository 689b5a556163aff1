/**
 * What the login flow remembers between screens, in sessionStorage (this tab only): where a visitor was
 * going when sent to login (kept across a social provider's round trip), whether a cart order waits for
 * the login, and a social account waiting for its sign-up.
 */
export const LOGIN_REDIRECT_KEY = 'loginRedirect';
export const CART_ORDER_PENDING_KEY = 'cartOrderPending';
export const SOCIAL_SIGNUP_KEY = 'socialSignup';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readTabValue(key: string): string | null {
  return tabStorage()?.getItem(key) ?? null;
}

export function writeTabValue(key: string, value: string | null): void {
  const storage = tabStorage();
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}
