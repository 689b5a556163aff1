import { browserStorages } from '../auth/auth-store';
import { readAccessToken } from '../auth/token-storage';
import { createHttpClient } from './client';
import { loadingStore } from './loading-store';

/** The app's client, wired to the browser: window.fetch, the stored token and the loading bar. */
export const http = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => readAccessToken(browserStorages(), Date.now()),
  onRequestStart: loadingStore.start,
  onRequestEnd: loadingStore.end,
});
