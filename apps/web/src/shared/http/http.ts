import { browserStorages, notifySessionChanged } from '../auth/auth-store';
import { createRefresher } from '../auth/refresh-session';
import type { RefreshAnswer } from '../auth/token-storage';
import { readAccessToken } from '../auth/token-storage';
import { showAlert } from '../ui/dialog/dialog-store';
import { createHttpClient } from './client';
import { loadingStore } from './loading-store';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Set once by the server that renders first screens: its own API, answered in process. */
let serverFetch: Fetch | undefined;
export function fetchOnServerWith(fetch: Fetch): void {
  serverFetch = fetch;
}

const fetchInWindow: Fetch = (input, init) => (serverFetch ?? window.fetch)(input, init);

/** Only for the refresh call itself, so a refused refresh never tries to refresh again. */
const bare = createHttpClient({
  fetch: fetchInWindow,
  onRequestStart: loadingStore.start,
  onRequestEnd: loadingStore.end,
});

export const refresher = createRefresher({
  storages: browserStorages,
  now: Date.now,
  refresh: (refreshToken) => bare.post<RefreshAnswer>('users/auth/refresh', { refresh_token: refreshToken }),
  alert: (message) => void showAlert(message),
  onChange: notifySessionChanged,
});

/** The app's client, wired to the browser: window.fetch, the stored token, its refresh and the loading bar. */
export const http = createHttpClient({
  fetch: fetchInWindow,
  getToken: () => readAccessToken(browserStorages(), Date.now()),
  onRequestStart: loadingStore.start,
  onRequestEnd: loadingStore.end,
  refresher,
});
