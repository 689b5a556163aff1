/** One JSON call of the shop's API, signed in with `token` if given: the answer's `data`, or an error naming the call. */
export async function apiCall<T>(
  url: string,
  method: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { pathname, search } = new URL(url);
  if (!res.ok) throw new Error(`${method} ${pathname}${search}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
