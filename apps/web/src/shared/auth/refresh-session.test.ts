import { describe, expect, it } from 'vitest';
import { AUTH_EXPIRED_MESSAGE, createRefresher } from './refresh-session';
import {
  AUTH_KEYS,
  type AuthStorages,
  type KeyValueStorage,
  readAccessToken,
  readRefreshToken,
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

const login = {
  access_token: 'a1',
  expires_in: 60,
  refresh_token: 'r1',
  refresh_expires_in: 3600,
  id: 7,
  name: '김소리',
};

function setup(refresh: (token: string) => Promise<{ access_token: string; expires_in: number }>) {
  const storages: AuthStorages = { local: memoryStorage(), session: memoryStorage() };
  const alerts: string[] = [];
  let changes = 0;
  const calls: string[] = [];
  const refresher = createRefresher({
    storages: () => storages,
    now: () => 0,
    refresh: (token) => {
      calls.push(token);
      return refresh(token);
    },
    alert: (m) => alerts.push(m),
    onChange: () => {
      changes += 1;
    },
  });
  return { storages, alerts, calls, refresher, changes: () => changes };
}

describe('token refresh', () => {
  it('rotates with the stored refresh token and keeps the new pair where the login put it', async () => {
    const t = setup(async () => ({
      access_token: 'a2',
      expires_in: 60,
      refresh_token: 'r2',
      refresh_expires_in: 3600,
    }));
    saveSession(t.storages, login, false, 0);
    expect(await t.refresher.refresh()).toBe(true);
    expect(t.calls).toEqual(['r1']);
    expect(readAccessToken(t.storages, 0)).toBe('a2');
    expect(readRefreshToken(t.storages, 0)).toBe('r2');
    expect((t.storages.session as ReturnType<typeof memoryStorage>).map.get(AUTH_KEYS.refreshToken)).toBe(
      'r2',
    );
    expect(t.alerts).toEqual([]);
    expect(t.changes()).toBe(1);
  });

  it('shares one request between concurrent callers', async () => {
    const t = setup(async () => ({ access_token: 'a2', expires_in: 60, refresh_token: 'r2' }));
    saveSession(t.storages, login, true, 0);
    const [a, b] = await Promise.all([t.refresher.refresh(), t.refresher.refresh()]);
    expect([a, b]).toEqual([true, true]);
    expect(t.calls).toHaveLength(1);
  });

  it('alerts on a failed refresh and clears the user data on the second failure in a row', async () => {
    const t = setup(async () => {
      throw new Error('401');
    });
    saveSession(t.storages, login, true, 0);
    expect(await t.refresher.refresh()).toBe(false);
    expect(t.alerts).toEqual([AUTH_EXPIRED_MESSAGE]);
    expect(readSession(t.storages, 0)?.id).toBe('7');
    expect(await t.refresher.refresh()).toBe(false);
    expect(t.alerts).toEqual([AUTH_EXPIRED_MESSAGE, AUTH_EXPIRED_MESSAGE]);
    expect(readSession(t.storages, 0)).toBeNull();
    expect(readRefreshToken(t.storages, 0)).toBeNull();
  });

  it('a success in between resets the failure count', async () => {
    let fail = true;
    const t = setup(async () => {
      if (fail) throw new Error('401');
      return { access_token: 'a2', expires_in: 60, refresh_token: 'r2' };
    });
    saveSession(t.storages, login, true, 0);
    await t.refresher.refresh();
    fail = false;
    await t.refresher.refresh();
    fail = true;
    await t.refresher.refresh();
    expect(readSession(t.storages, 0)).not.toBeNull();
  });

  it('never refreshes nor alerts a visitor', async () => {
    const t = setup(async () => ({ access_token: 'x', expires_in: 1 }));
    expect(t.refresher.canRefresh()).toBe(false);
    expect(await t.refresher.refresh()).toBe(false);
    expect(t.calls).toEqual([]);
    expect(t.alerts).toEqual([]);
  });
});

describe('session with an expired access token', () => {
  it('stays signed in while the refresh token lives, but never sends the expired token', () => {
    const storages: AuthStorages = { local: memoryStorage(), session: memoryStorage() };
    saveSession(storages, login, true, 0);
    expect(readSession(storages, 61_000)?.id).toBe('7');
    expect(readAccessToken(storages, 61_000)).toBeNull();
    expect(readSession(storages, 3_600_000)).toBeNull();
  });
});
