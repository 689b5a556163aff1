import { useSyncExternalStore } from 'react';
import {
  type AuthSession,
  type AuthStorages,
  clearSession,
  type KeyValueStorage,
  readSession,
} from './token-storage';

const NOTHING_STORED: KeyValueStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/**
 * The browser's storages; only touched when called, so pure modules stay importable in tests. The server
 * that renders first screens has none: it renders for no one in particular, signed out.
 */
export function browserStorages(): AuthStorages {
  if (typeof window === 'undefined') return { local: NOTHING_STORED, session: NOTHING_STORED };
  return { local: window.localStorage, session: window.sessionStorage };
}

const listeners = new Set<() => void>();
let snapshot: AuthSession | null | undefined;

function compute(): AuthSession | null {
  const next = readSession(browserStorages(), Date.now());
  // Keep the same object while nothing changed, as useSyncExternalStore asks.
  if (snapshot && next && snapshot.accessToken === next.accessToken && snapshot.id === next.id)
    return snapshot;
  return next;
}

export function getSession(): AuthSession | null {
  snapshot = compute();
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tell subscribers the stored session changed (after login or logout). */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

export function signOutLocally(): void {
  clearSession(browserStorages());
  notifySessionChanged();
}

export function useSession(): AuthSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
