import { ApiError } from '@shop/domain/api/api-error';
import type { ListMeta } from '@shop/domain/api/envelope';
import { IDEMPOTENCY_IN_PROGRESS_MESSAGE } from '@shop/domain/checkout/checkout-messages';

/** The console's one HTTP client: /api/v2/admin, JSON, the staff token, failures as ApiError. */

export const ADMIN_API = '/api/v2/admin';
const TOKEN_KEY = 'soridam.console.token';

export type Page<T> = { data: T[]; meta: ListMeta };

// The tab's session only: closing the browser signs the member out.
export const staffToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/** Fired when the server says the session is over (expired, signed out elsewhere, account disabled). */
export const SESSION_ENDED_EVENT = 'console:session-ended';
/** What the sign-in screen says after that event. */
export const SESSION_ENDED_MESSAGE = '세션이 만료되었습니다. 다시 로그인해 주세요.';

export type Query = Record<string, string | number | boolean | null | undefined>;

export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${ADMIN_API}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The Idempotency-Key of each write still open, by what it sends (decision 032). A staff action is one write:
 * sent again while the first is unanswered (a double or triple click) or after its answer was lost (no
 * network, a server failure, the server still busy with it), it goes under the same key, and the server does
 * it once and answers each with the first answer. Once a write is answered, the next one is a new action
 * with a fresh key.
 */
const openWrites = new Map<string, string>();

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What makes two writes the same action: the method, the address and what is sent (a file by its facts). */
function writeOf(method: string, url: string, options: { body?: unknown; form?: FormData }): string {
  const sent = options.form
    ? [...options.form.entries()].map(([name, value]) =>
        typeof value === 'string'
          ? [name, value]
          : [name, value.name, value.size, value.type, value.lastModified],
      )
    : (options.body ?? null);
  return JSON.stringify([method, url, sent]);
}

/** An answer after which the write may not have been done, so its retry keeps the key. */
const outcomeUnknown = (status: number, message: unknown) =>
  status === 0 || status >= 500 || (status === 409 && message === IDEMPOTENCY_IN_PROGRESS_MESSAGE);

/**
 * Each write in flight, by what it sends. The same write sent again before it is answered (a double click
 * that reaches the handler before the button is redrawn) waits for that one answer instead of going out a
 * second time: the writes the server keeps no key for (inviting a member, a password link, a customer's
 * details, decision 032) would otherwise be done twice.
 */
const writesInFlight = new Map<string, Promise<unknown>>();

type RequestOptions = { query?: Query; body?: unknown; form?: FormData };

export function request<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const url = apiUrl(path, options.query);
  if (method === 'GET') return answerOf<T>(method, url, null, options);
  const write = writeOf(method, url, options);
  const inFlight = writesInFlight.get(write);
  if (inFlight) return inFlight as Promise<T>;
  const answer = answerOf<T>(method, url, write, options).finally(() => writesInFlight.delete(write));
  writesInFlight.set(write, answer);
  return answer;
}

async function answerOf<T>(
  method: string,
  url: string,
  write: string | null,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = staffToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let key: string | undefined;
  if (write !== null) {
    key = openWrites.get(write) ?? newKey();
    openWrites.set(write, key);
    headers['Idempotency-Key'] = key;
  }
  /** The write is answered: the same request again is a new action. */
  const settle = (status: number, message?: unknown) => {
    if (write !== null && !outcomeUnknown(status, message)) openWrites.delete(write);
  };
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body });
  } catch {
    throw new ApiError(0, '네트워크 연결을 확인해 주세요.');
  }
  const text = await response.text();
  const json = text ? safeJson(text) : undefined;
  settle(response.status, (json as { message?: unknown } | undefined)?.message);
  if (!response.ok) {
    const value = (json ?? {}) as { message?: string; errors?: Record<string, string[]> } & Record<
      string,
      unknown
    >;
    if (response.status === 401 && token && !url.startsWith(`${ADMIN_API}/auth/login`)) {
      staffToken.clear();
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }
    const { message, errors, ...extra } = value;
    throw new ApiError(
      response.status,
      message || '요청을 처리하지 못했습니다. 다시 시도해 주세요.',
      errors ?? {},
      extra,
    );
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The payload of an item answer (`{data}`). */
export const getData = async <T>(path: string, query?: Query) =>
  (await request<{ data: T }>('GET', path, { query })).data;
export const getPage = <T>(path: string, query?: Query) => request<Page<T>>('GET', path, { query });
export const send = async <T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  (await request<{ data: T }>(method, path, { body })).data;

/** Sends one file as a multipart form (field `file`, where the upload routes read it); the answer's payload. */
export const sendFile = async <T>(method: 'POST' | 'PUT', path: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return (await request<{ data: T }>(method, path, { form })).data;
};

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : '요청을 처리하지 못했습니다.';
