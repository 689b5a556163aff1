import { FAV_INIT_MARKER } from '@shop/domain/codes/fav-init';
import { describe, expect, it } from 'vitest';
import { claimFirstVisit, shareFirstVisitMark } from './first-visit';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('first visit', () => {
  it('sends a new visitor once and marks the visit', () => {
    const storage = memoryStorage();
    expect(claimFirstVisit(storage, false)).toBe(true);
    expect(storage.map.has(FAV_INIT_MARKER)).toBe(true);
    expect(claimFirstVisit(storage, false)).toBe(false);
  });

  it('does not send a visitor who already has the marker', () => {
    const storage = memoryStorage();
    storage.setItem(FAV_INIT_MARKER, '1');
    expect(claimFirstVisit(storage, false)).toBe(false);
  });

  it('does not send a signed-in customer, but marks the visit', () => {
    const storage = memoryStorage();
    expect(claimFirstVisit(storage, true)).toBe(false);
    expect(storage.map.has(FAV_INIT_MARKER)).toBe(true);
    expect(claimFirstVisit(storage, false)).toBe(false);
  });

  it('sends nobody when the storage refuses', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimFirstVisit(broken, false)).toBe(false);
  });
});

describe('the first-visit cookie the server reads', () => {
  it("is set only once the visitor has the marker, for the app's path, for a year", () => {
    const storage = memoryStorage();
    const cookies = { cookie: '' };
    shareFirstVisitMark(storage, cookies);
    expect(cookies.cookie).toBe('');
    claimFirstVisit(storage, false);
    shareFirstVisitMark(storage, cookies);
    expect(cookies.cookie).toBe('fav_init=1; path=/customer_v2; max-age=31536000; samesite=lax');
  });

  it('is not set when the storage refuses to be read', () => {
    const cookies = { cookie: '' };
    const refusing = {
      getItem: () => {
        throw new Error('private mode');
      },
    };
    shareFirstVisitMark(refusing, cookies);
    expect(cookies.cookie).toBe('');
  });
});
