import { ApiError } from '@shop/domain/api/api-error';
import { describe, expect, it } from 'vitest';
import { pageErrorStatus } from './api-error';
import { createHttpClient, type FetchLike } from './client';

type Call = { url: string; init: RequestInit | undefined };

const headersOf = (call: Call | undefined) => call?.init?.headers as Record<string, string> | undefined;

function fakeFetch(status: number, body: unknown, calls: Call[] = []): FetchLike {
  return async (url, init) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('http client', () => {
  it('unwraps data and sends the bearer token', async () => {
    const calls: Call[] = [];
    const client = createHttpClient({
      fetch: fakeFetch(200, { data: { id: 1, title: '턴테이블' } }, calls),
      getToken: () => 'tok',
    });
    await expect(client.get('prods/1')).resolves.toEqual({ id: 1, title: '턴테이블' });
    expect(calls[0]?.url).toBe('/api/v2/customer/prods/1');
    expect(headersOf(calls[0])?.Authorization).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token', async () => {
    const calls: Call[] = [];
    const client = createHttpClient({ fetch: fakeFetch(200, { data: [] }, calls), getToken: () => null });
    await client.get('tags');
    expect(headersOf(calls[0])?.Authorization).toBeUndefined();
  });

  it('sends extra headers such as an Idempotency-Key', async () => {
    const calls: Call[] = [];
    const client = createHttpClient({ fetch: fakeFetch(201, { data: [] }, calls), getToken: () => 'tok' });
    await client.post('purOrders', { items: [] }, { headers: { 'Idempotency-Key': 'k1' } });
    expect(headersOf(calls[0])?.['Idempotency-Key']).toBe('k1');
    expect(headersOf(calls[0])?.Authorization).toBe('Bearer tok');
  });

  it('keeps meta for list pages and builds the query', async () => {
    const calls: Call[] = [];
    const meta = { current_page: 1, last_page: 3, per_page: 6, total: 17 };
    const client = createHttpClient({ fetch: fakeFetch(200, { data: [{ id: 1 }], meta }, calls) });
    await expect(client.getPage('prods', { query: { per_page: 6, tag_id: undefined } })).resolves.toEqual({
      data: [{ id: 1 }],
      meta,
    });
    expect(calls[0]?.url).toBe('/api/v2/customer/prods?per_page=6');
  });

  it('posts JSON bodies', async () => {
    const calls: Call[] = [];
    const client = createHttpClient({ fetch: fakeFetch(201, { data: { ok: true } }, calls) });
    await client.post('carts', { items: [] });
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"items":[]}');
  });

  it('throws ApiError with the server message and field errors', async () => {
    const client = createHttpClient({
      fetch: fakeFetch(400, {
        message: '입력값을 확인해 주세요.',
        errors: { email: ['이메일을 입력해 주세요.'] },
      }),
    });
    const error = await client.post('users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: '입력값을 확인해 주세요.',
      errors: { email: ['이메일을 입력해 주세요.'] },
    });
  });

  it('maps a body without a message and a network failure', async () => {
    const empty = createHttpClient({ fetch: fakeFetch(502, undefined) });
    await expect(empty.get('x')).rejects.toMatchObject({ status: 502, errors: {} });
    const offline = createHttpClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline.get('x')).rejects.toMatchObject({ status: 0 });
  });

  it('counts every request on the loading flag, failures too', async () => {
    let pending = 0;
    let peak = 0;
    const client = createHttpClient({
      fetch: fakeFetch(500, { message: '서비스가 원활하지 않습니다.', errors: {} }),
      onRequestStart: () => {
        pending += 1;
        peak = Math.max(peak, pending);
      },
      onRequestEnd: () => {
        pending -= 1;
      },
    });
    await client.get('x').catch(() => undefined);
    expect(peak).toBe(1);
    expect(pending).toBe(0);
  });
});

describe('page error status', () => {
  it('swaps 404 and 5xx, not 400', () => {
    expect(pageErrorStatus(new ApiError(404, 'x'))).toBe(404);
    expect(pageErrorStatus(new ApiError(503, 'x'))).toBe(500);
    expect(pageErrorStatus(new ApiError(400, 'x'))).toBeNull();
    expect(pageErrorStatus(new Error('x'))).toBeNull();
  });
});

describe('token refresh in the client', () => {
  function refresherStub(result: boolean, onRefresh: () => void = () => undefined) {
    let calls = 0;
    return {
      calls: () => calls,
      canRefresh: () => true,
      refresh: async () => {
        calls += 1;
        onRefresh();
        return result;
      },
    };
  }

  it('refreshes once on a 401 and retries with the new token', async () => {
    let token = 'old';
    const calls: Call[] = [];
    const refresher = refresherStub(true, () => {
      token = 'new';
    });
    const client = createHttpClient({
      fetch: async (url, init) => {
        calls.push({ url, init });
        const auth = headersOf({ url, init })?.Authorization;
        return auth === 'Bearer new'
          ? new Response(JSON.stringify({ data: { id: 1 } }), { status: 200 })
          : new Response(JSON.stringify({ message: 'x' }), { status: 401 });
      },
      getToken: () => token,
      refresher,
    });
    await expect(client.get('users/1')).resolves.toEqual({ id: 1 });
    expect(refresher.calls()).toBe(1);
    expect(calls.map((c) => headersOf(c)?.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('retries only once and throws the 401 when the refresh fails', async () => {
    const calls: Call[] = [];
    const refresher = refresherStub(false);
    const client = createHttpClient({
      fetch: fakeFetch(401, { message: '로그인' }, calls),
      getToken: () => 't',
      refresher,
    });
    await expect(client.get('users/1')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(refresher.calls()).toBe(1);
  });

  it('does not loop when the retried call answers 401 again', async () => {
    const calls: Call[] = [];
    const refresher = refresherStub(true);
    const client = createHttpClient({
      fetch: fakeFetch(401, { message: 'x' }, calls),
      getToken: () => 't',
      refresher,
    });
    await expect(client.get('users/1')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(refresher.calls()).toBe(1);
  });

  it('refreshes before sending when the access token expired but the session lives', async () => {
    let token: string | null = null;
    const calls: Call[] = [];
    const refresher = refresherStub(true, () => {
      token = 'fresh';
    });
    const client = createHttpClient({
      fetch: fakeFetch(200, { data: 1 }, calls),
      getToken: () => token,
      refresher,
    });
    await client.get('users/1');
    expect(headersOf(calls[0])?.Authorization).toBe('Bearer fresh');
  });

  it('leaves a 401 alone when the call says it is its own answer', async () => {
    const refresher = refresherStub(true);
    const client = createHttpClient({
      fetch: fakeFetch(401, { message: '비밀번호가 일치하지 않습니다' }),
      getToken: () => 't',
      refresher,
    });
    await expect(client.post('users/auth/passwordChange', {}, { refreshOn401: false })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(refresher.calls()).toBe(0);
  });

  it('keeps extra fields of an error body', async () => {
    const client = createHttpClient({ fetch: fakeFetch(400, { message: '비밀번호가 달라요.', id: 9 }) });
    await expect(client.post('users/auth/login', {})).rejects.toMatchObject({
      status: 400,
      extra: { id: 9 },
    });
  });
});
