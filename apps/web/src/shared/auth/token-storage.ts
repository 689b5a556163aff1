/**
 * The signed-in user's token, kept as in storefront-and-account.md section 3: access token, expires_in, id,
 * name, refresh-try flag and the storage type. `isLocal` at login picks localStorage (stay signed in) or
 * sessionStorage; the storage type itself is always kept in localStorage so the reader knows where to look.
 * `expires_in` is stored as the absolute expiry time in epoch milliseconds.
 */

export const AUTH_KEYS = {
  accessToken: 'access_token',
  expiresIn: 'expires_in',
  id: 'id',
  name: 'name',
  refreshToken: 'refresh_token',
  refreshExpiresIn: 'refresh_expires_in',
  refreshTry: 'refresh_try',
  storageType: 'storage_type',
} as const;

export type StorageType = 'local' | 'session';
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type AuthStorages = { local: KeyValueStorage; session: KeyValueStorage };

export type AuthSession = { accessToken: string; expiresAt: number; id: string; name: string };

export type LoginAnswer = {
  access_token: string;
  expires_in: number;
  id: number | string;
  name: string;
  /** Rotated on every refresh (docs/decisions/007-auth-tokens.md). */
  refresh_token?: string;
  refresh_expires_in?: number;
};

/** What POST users/auth/refresh answers: a new pair; id and name stay as stored. */
export type RefreshAnswer = Pick<
  LoginAnswer,
  'access_token' | 'expires_in' | 'refresh_token' | 'refresh_expires_in'
>;

export function storageTypeOf(storages: AuthStorages): StorageType {
  return storages.local.getItem(AUTH_KEYS.storageType) === 'session' ? 'session' : 'local';
}

function pick(storages: AuthStorages): KeyValueStorage {
  return storageTypeOf(storages) === 'session' ? storages.session : storages.local;
}

/** Saves a login answer; `expires_in` seconds from `now`. */
export function saveSession(
  storages: AuthStorages,
  answer: LoginAnswer,
  isLocal: boolean,
  now: number,
): void {
  clearSession(storages);
  storages.local.setItem(AUTH_KEYS.storageType, isLocal ? 'local' : 'session');
  const target = isLocal ? storages.local : storages.session;
  target.setItem(AUTH_KEYS.accessToken, answer.access_token);
  target.setItem(AUTH_KEYS.expiresIn, String(now + answer.expires_in * 1000));
  target.setItem(AUTH_KEYS.id, String(answer.id));
  target.setItem(AUTH_KEYS.name, answer.name);
  writeRefresh(target, answer, now);
}

function writeRefresh(target: KeyValueStorage, answer: RefreshAnswer, now: number): void {
  if (!answer.refresh_token) return;
  target.setItem(AUTH_KEYS.refreshToken, answer.refresh_token);
  if (answer.refresh_expires_in !== undefined)
    target.setItem(AUTH_KEYS.refreshExpiresIn, String(now + answer.refresh_expires_in * 1000));
}

/** Stores a refreshed pair where the session already lives (the login's isLocal choice is kept). */
export function saveRefreshed(storages: AuthStorages, answer: RefreshAnswer, now: number): void {
  const target = pick(storages);
  target.setItem(AUTH_KEYS.accessToken, answer.access_token);
  target.setItem(AUTH_KEYS.expiresIn, String(now + answer.expires_in * 1000));
  writeRefresh(target, answer, now);
}

/** The stored refresh token, or null when missing or past its own expiry. */
export function readRefreshToken(storages: AuthStorages, now: number): string | null {
  const store = pick(storages);
  const token = store.getItem(AUTH_KEYS.refreshToken);
  if (!token) return null;
  const raw = store.getItem(AUTH_KEYS.refreshExpiresIn);
  if (raw !== null) {
    const expiresAt = Number(raw);
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
  }
  return token;
}

/** Consecutive failed refreshes (the refresh-try flag); kept in localStorage so it outlives a tab. */
export function readRefreshTries(storages: AuthStorages): number {
  const n = Number(storages.local.getItem(AUTH_KEYS.refreshTry));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function writeRefreshTries(storages: AuthStorages, tries: number): void {
  if (tries > 0) storages.local.setItem(AUTH_KEYS.refreshTry, String(tries));
  else storages.local.removeItem(AUTH_KEYS.refreshTry);
}

/**
 * The stored session, or null when there is none. A session whose access token expired still counts while
 * its refresh token is alive: the client refreshes before its next call (the "stay signed in" promise).
 */
export function readSession(storages: AuthStorages, now: number): AuthSession | null {
  const store = pick(storages);
  const accessToken = store.getItem(AUTH_KEYS.accessToken);
  const expiresAt = Number(store.getItem(AUTH_KEYS.expiresIn));
  if (!accessToken || !Number.isFinite(expiresAt)) return null;
  if (expiresAt <= now && !readRefreshToken(storages, now)) return null;
  return {
    accessToken,
    expiresAt,
    id: store.getItem(AUTH_KEYS.id) ?? '',
    name: store.getItem(AUTH_KEYS.name) ?? '',
  };
}

/** The bearer token to send, or null when missing or expired (an expired token is never sent). */
export function readAccessToken(storages: AuthStorages, now: number): string | null {
  const session = readSession(storages, now);
  return session && session.expiresAt > now ? session.accessToken : null;
}

export function clearSession(storages: AuthStorages): void {
  for (const store of [storages.local, storages.session]) {
    for (const key of Object.values(AUTH_KEYS)) store.removeItem(key);
  }
}
