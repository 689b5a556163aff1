import { describe, expect, it } from 'vitest';
import {
  AUTH_KEYS,
  type AuthStorages,
  clearSession,
  type KeyValueStorage,
  readAccessToken,
  readSession,
  saveSession,
} from './token-storage';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const answer = { access_token: 'tok', expires_in: 3600, id: 7, name: '김소리' };

describe('token storage', () => {
  it('keeps a local session and sends its token until it expires', () => {
    const storages: AuthStorages = { local: memoryStorage(), session: memoryStorage() };
    saveSession(storages, answer, true, 1_000);
    expect(readSession(storages, 1_000)).toEqual({
      accessToken: 'tok',
      expiresAt: 1_000 + 3_600_000,
      id: '7',
      name: '김소리',
    });
    expect(readAccessToken(storages, 1_000 + 3_599_999)).toBe('tok');
    expect(readAccessToken(storages, 1_000 + 3_600_000)).toBeNull();
  });

  it('puts a not-kept login in session storage', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    saveSession({ local, session }, answer, false, 0);
    expect(local.map.get(AUTH_KEYS.storageType)).toBe('session');
    expect(local.map.has(AUTH_KEYS.accessToken)).toBe(false);
    expect(session.map.get(AUTH_KEYS.accessToken)).toBe('tok');
    expect(readAccessToken({ local, session }, 10)).toBe('tok');
  });

  it('reads nothing without a token or with a broken expiry', () => {
    const storages: AuthStorages = { local: memoryStorage(), session: memoryStorage() };
    expect(readAccessToken(storages, 0)).toBeNull();
    storages.local.setItem(AUTH_KEYS.accessToken, 'tok');
    storages.local.setItem(AUTH_KEYS.expiresIn, 'soon');
    expect(readAccessToken(storages, 0)).toBeNull();
  });

  it('clears both storages', () => {
    const storages: AuthStorages = { local: memoryStorage(), session: memoryStorage() };
    saveSession(storages, answer, true, 0);
    clearSession(storages);
    expect(readSession(storages, 0)).toBeNull();
    expect(storages.local.getItem(AUTH_KEYS.storageType)).toBeNull();
  });
});
