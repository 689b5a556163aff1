import { ApiError } from '@shop/domain/api/api-error';
import { API_BASE, buildApiUrl, type QueryValue } from '@shop/domain/api/api-url';
import type { ListMeta } from '@shop/domain/api/envelope';

/**
 * The one HTTP client of the app: base /api/v2/customer/, JSON, bearer token, `{data, meta}` envelope
 * unwrapped, failures thrown as ApiError. Everything it touches is injected so tests can drive it.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type Page<T> = { data: T[]; meta: ListMeta };

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: a 401 is this call's own answer (e.g. a wrong current password), not an expired token, so no
   * refresh is tried.
   */
  refreshOn401?: boolean;
  /** Extra request headers (e.g. the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
};

/** The token refresh the client may lean on (shared/auth/refresh-session.ts). */
export type TokenRefresher = { canRefresh: () => boolean; refresh: () => Promise<boolean> };

export type HttpClientDeps = {
  fetch: FetchLike;
  baseUrl?: string;
  getToken?: () => string | null;
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
  refresher?: TokenRefresher;
};

export { API_BASE };

const NETWORK_FAILED = '네트워크 연결을 확인해 주세요.';
const UNKNOWN_FAILURE = '알 수 없는 오류가 발생했습니다. 다시 시도해 주세요.';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Maps a failed answer to ApiError, keeping the server's Korean message and field errors. */
export function toApiError(status: number, body: unknown): ApiError {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message = typeof value.message === 'string' && value.message ? value.message : UNKNOWN_FAILURE;
  const errors =
    typeof value.errors === 'object' && value.errors !== null && !Array.isArray(value.errors)
      ? (value.errors as Record<string, string[]>)
      : {};
  const { message: _m, errors: _e, ...extra } = value;
  return new ApiError(status, message, errors, extra);
}

export function createHttpClient(deps: HttpClientDeps) {
  const baseUrl = deps.baseUrl ?? API_BASE;

  async function once(method: string, path: string, options: RequestOptions) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = deps.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (options.signal) init.signal = options.signal;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    deps.onRequestStart?.();
    try {
      let response: Response;
      try {
        response = await deps.fetch(buildApiUrl(baseUrl, path, options.query), init);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new ApiError(0, NETWORK_FAILED);
      }
      return { status: response.status, ok: response.ok, body: await readJson(response) };
    } finally {
      deps.onRequestEnd?.();
    }
  }

  /**
   * One call. A signed-in session whose access token expired is refreshed before sending; a 401 refreshes
   * once and the call is retried once with the new token (section 7).
   */
  async function send(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
    const refresher = options.refreshOn401 === false ? undefined : deps.refresher;
    if (refresher && !deps.getToken?.() && refresher.canRefresh()) await refresher.refresh();
    let answer = await once(method, path, options);
    if (answer.status === 401 && refresher?.canRefresh() && (await refresher.refresh())) {
      answer = await once(method, path, options);
    }
    if (!answer.ok) throw toApiError(answer.status, answer.body);
    return answer.body;
  }

  /** The envelope's `data`. */
  async function data<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    const body = await send(method, path, options);
    if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
    return body as T;
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => data<T>('GET', path, options),
    /** A list answer with its paging `meta`. */
    getPage: async <T>(path: string, options?: RequestOptions): Promise<Page<T>> => {
      const body = (await send('GET', path, options)) as Partial<Page<T>> | undefined;
      const rows = Array.isArray(body?.data) ? body.data : [];
      const meta = body?.meta ?? { current_page: 1, last_page: 1, per_page: rows.length, total: rows.length };
      return { data: rows, meta };
    },
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      data<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      data<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      data<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => data<T>('DELETE', path, options),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
