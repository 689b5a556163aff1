/** Where the customer API lives, for the app's client and for the server's own links to it. */
export const API_BASE = '/api/v2/customer/';

export type QueryValue = string | number | boolean | null | undefined;

/** A call of the API: its path under API_BASE and its query (empty values are left out). */
export type ApiCall = { path: string; query?: Record<string, QueryValue> };

/**
 * The one way a call becomes a URL. The server announces some calls in a page's HTML before the app asks
 * for them; the browser reuses such an answer only when the URL is the very same, so both build it here.
 */
export function buildApiUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${url}?${search}` : url;
}
