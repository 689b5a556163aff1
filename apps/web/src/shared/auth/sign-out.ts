import { bridge } from '../bridge/native-bridge';
import { http } from '../http/http';
import { browserStorages, signOutLocally } from './auth-store';
import { readRefreshToken } from './token-storage';

/**
 * POST users/auth/logout with the refresh token (its family is revoked on the server), then forget the
 * session here and tell the wrapper. A failed call still logs out on this device.
 */
export async function signOut(): Promise<void> {
  const refreshToken = readRefreshToken(browserStorages(), Date.now());
  try {
    await http.post('users/auth/logout', refreshToken ? { refresh_token: refreshToken } : undefined, {
      refreshOn401: false,
    });
  } catch {
    // The user has logged out on this device either way.
  }
  signOutLocally();
  bridge.userAfterLogout();
}
