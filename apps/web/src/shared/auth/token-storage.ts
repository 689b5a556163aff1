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
  refreshTry: 'refresh_try',
  storageType: 'storage_type',
} as const;

export type StorageType = 'local' | 'session';
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type AuthStorages = { local: KeyValueStorage; session: KeyValueStorage };

export type AuthSession = { accessToken: string; expiresAt: number; id: string; name: string };

export type LoginAnswer = { access_token: string; expires_in: number; id: number | string; name: string };

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
}

/** The stored session, or null when there is none or its token is past its expiry. */
export function readSession(storages: AuthStorages, now: number): AuthSession | null {
  const store = pick(storages);
  const accessToken = store.getItem(AUTH_KEYS.accessToken);
  const expiresAt = Number(store.getItem(AUTH_KEYS.expiresIn));
  if (!accessToken || !Number.isFinite(expiresAt) || expiresAt <= now) return null;
  return {
    accessToken,
    expiresAt,
    id: store.getItem(AUTH_KEYS.id) ?? '',
    name: store.getItem(AUTH_KEYS.name) ?? '',
  };
}

/** The bearer token to send, or null when missing or expired (an expired token is never sent). */
export function readAccessToken(storages: AuthStorages, now: number): string | null {
  return readSession(storages, now)?.accessToken ?? null;
}

export function clearSession(storages: AuthStorages): void {
  for (const store of [storages.local, storages.session]) {
    for (const key of Object.values(AUTH_KEYS)) store.removeItem(key);
  }
}
