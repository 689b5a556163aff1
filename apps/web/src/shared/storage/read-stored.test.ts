import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored } from './read-stored';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readStored', () => {
  it('reads the kept value from the storage named, null when nothing is kept', () => {
    const kept = new Map([['cart', '[]']]);
    const storage = { getItem: (key: string) => kept.get(key) ?? null };
    vi.stubGlobal('window', { localStorage: storage, sessionStorage: { getItem: () => 'other' } });
    expect(readStored('localStorage', 'cart')).toBe('[]');
    expect(readStored('localStorage', 'none')).toBeNull();
    expect(readStored('sessionStorage', 'cart')).toBe('other');
  });

  it('is null when the browser refuses its storage', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readStored('localStorage', 'cart')).toBeNull();
  });

  it('is null where there is no window (the server renderer)', () => {
    expect(readStored('sessionStorage', 'cart')).toBeNull();
  });
});
