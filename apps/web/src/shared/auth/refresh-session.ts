import {
  type AuthStorages,
  clearSession,
  type RefreshAnswer,
  readRefreshToken,
  readRefreshTries,
  saveRefreshed,
  writeRefreshTries,
} from './token-storage';

export const AUTH_EXPIRED_MESSAGE = '로그인 정보가 만료되었거나 권한이 없습니다';

/** After this many failed refreshes in a row the stored user data is cleared (section 7). */
export const MAX_REFRESH_FAILURES = 2;

export type RefresherDeps = {
  storages: () => AuthStorages;
  now: () => number;
  /** POST users/auth/refresh {refresh_token}; throws when refused. */
  refresh: (refreshToken: string) => Promise<RefreshAnswer>;
  alert: (message: string) => void;
  /** Called when the stored session changed (refreshed or cleared). */
  onChange: () => void;
};

export type Refresher = {
  /** Whether a refresh could be tried at all (a refresh token is stored). */
  canRefresh: () => boolean;
  /** Refreshes once; concurrent callers share one request. True when a new token is stored. */
  refresh: () => Promise<boolean>;
};

/**
 * The client's token refresh (section 7, docs/decisions/007): rotate with the stored refresh token and keep
 * the NEW pair; a failed refresh alerts 로그인 정보가 만료되었거나 권한이 없습니다 and counts; the second failure
 * in a row clears the user data. A visitor (no refresh token) is never refreshed nor alerted.
 */
export function createRefresher(deps: RefresherDeps): Refresher {
  let inFlight: Promise<boolean> | null = null;

  async function run(): Promise<boolean> {
    const storages = deps.storages();
    const token = readRefreshToken(storages, deps.now());
    if (!token) return false;
    try {
      const answer = await deps.refresh(token);
      saveRefreshed(storages, answer, deps.now());
      writeRefreshTries(storages, 0);
      deps.onChange();
      return true;
    } catch {
      const tries = readRefreshTries(storages) + 1;
      deps.alert(AUTH_EXPIRED_MESSAGE);
      if (tries >= MAX_REFRESH_FAILURES) {
        clearSession(storages);
        deps.onChange();
      } else {
        writeRefreshTries(storages, tries);
      }
      return false;
    }
  }

  return {
    canRefresh: () => readRefreshToken(deps.storages(), deps.now()) !== null,
    refresh: () => {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
