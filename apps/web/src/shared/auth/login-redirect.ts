import { CART_ORDER_PENDING_KEY, LOGIN_REDIRECT_KEY, readTabValue, writeTabValue } from './session-keys';

/** Only a path of this app: never another origin (`//evil`, `https:`) nor a login loop. */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.startsWith('/users/auth/login') || raw.startsWith('/users/auth/logout')) return null;
  return raw;
}

export function rememberLoginRedirect(raw: string | null | undefined): void {
  const target = safeRedirect(raw);
  if (target) writeTabValue(LOGIN_REDIRECT_KEY, target);
}

/** Reads and forgets the remembered target. */
export function takeLoginRedirect(): string | null {
  const target = safeRedirect(readTabValue(LOGIN_REDIRECT_KEY));
  writeTabValue(LOGIN_REDIRECT_KEY, null);
  return target;
}

/**
 * The login screen opened by itself (no ?redirect=) starts a login of its own: an intent left by an
 * earlier, abandoned one (a target, a cart order) must not decide where this one goes.
 */
export function forgetLoginIntent(): void {
  writeTabValue(LOGIN_REDIRECT_KEY, null);
  writeTabValue(CART_ORDER_PENDING_KEY, null);
}
