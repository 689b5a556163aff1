import type { SocialClient, SocialProviderName } from '../../config';

/** The social account as the provider vouches for it. */
export type SocialProfile = {
  /** The provider's stable id of the person. */
  socialId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/** One OAuth 2 provider: where to send the browser, and how to turn the returned code into a profile. */
export interface SocialProvider {
  readonly name: SocialProviderName;
  authorizeUrl(input: { redirectUri: string; state: string }): string;
  exchange(input: { code: string; redirectUri: string; state: string }): Promise<SocialProfile>;
}

export class SocialExchangeError extends Error {}

/** A JSON call to a provider; any non-2xx answer is an exchange failure, never a 500 with its text. */
export async function fetchJson<T>(
  fetchImpl: typeof fetch,
  url: string | URL,
  init: RequestInit = {},
): Promise<T> {
  const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  if (!res.ok) throw new SocialExchangeError(`${new URL(url).host} answered ${res.status}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SocialExchangeError(`${new URL(url).host} answered something other than JSON`);
  }
}

export const form = (values: Record<string, string | undefined>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) body.set(k, v);
  return body;
};

export function withQuery(base: string, values: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(values)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** The authorize address of the code flow: response_type, client_id, redirect_uri, state, then `extra`. */
export const codeAuthorizeUrl = (
  base: string,
  client: SocialClient,
  { redirectUri, state }: { redirectUri: string; state: string },
  extra: Record<string, string> = {},
) =>
  withQuery(base, {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: redirectUri,
    state,
    ...extra,
  });

/**
 * The OAuth 2 authorization-code grant: a form POST to the token endpoint. Answers the access token; a
 * missing one (some providers answer 200 with an `error` field) is an exchange failure.
 */
export async function exchangeAuthorizationCode(
  fetchImpl: typeof fetch,
  provider: string,
  tokenUrl: string,
  params: Record<string, string | undefined>,
): Promise<string> {
  const token = await fetchJson<{ access_token?: string; error?: string }>(fetchImpl, tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: form({ grant_type: 'authorization_code', ...params }),
  });
  if (!token.access_token) throw new SocialExchangeError(`${provider}: ${token.error ?? 'no access token'}`);
  return token.access_token;
}

/** A provider's profile call, authorised with the access token. */
export const fetchWithBearer = <T>(fetchImpl: typeof fetch, url: string, accessToken: string) =>
  fetchJson<T>(fetchImpl, url, { headers: { Authorization: `Bearer ${accessToken}` } });

/**
 * The whole code exchange of a provider with a form token endpoint: the code (and what else the provider
 * asks for) with the client's credentials to `token`, then the profile from `profile` with the access token.
 */
export async function profileForCode<T>(
  fetchImpl: typeof fetch,
  provider: string,
  endpoints: { token: string; profile: string },
  client: SocialClient,
  params: Record<string, string | undefined>,
): Promise<T> {
  const accessToken = await exchangeAuthorizationCode(fetchImpl, provider, endpoints.token, {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    ...params,
  });
  return fetchWithBearer<T>(fetchImpl, endpoints.profile, accessToken);
}
