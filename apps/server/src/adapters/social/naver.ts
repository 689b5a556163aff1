import type { SocialClient } from '../../config';
import { fetchJson, form, SocialExchangeError, type SocialProvider, withQuery } from './social-provider';

export const NAVER_ENDPOINTS = {
  authorize: 'https://nid.naver.com/oauth2.0/authorize',
  token: 'https://nid.naver.com/oauth2.0/token',
  profile: 'https://openapi.naver.com/v1/nid/me',
};

type NaverMe = { resultcode?: string; response?: { id?: string; email?: string; name?: string } };

/** 네이버 로그인: authorize, /oauth2.0/token (grant_type=authorization_code with state), /v1/nid/me. */
export function createNaver(
  client: SocialClient,
  endpoints = NAVER_ENDPOINTS,
  fetchImpl = fetch,
): SocialProvider {
  return {
    name: 'naver',
    authorizeUrl: ({ redirectUri, state }) =>
      withQuery(endpoints.authorize, {
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        state,
      }),
    async exchange({ code, state }) {
      const token = await fetchJson<{ access_token?: string; error?: string }>(fetchImpl, endpoints.token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form({
          grant_type: 'authorization_code',
          client_id: client.clientId,
          client_secret: client.clientSecret,
          code,
          state,
        }),
      });
      // Naver answers 200 with an `error` field when the code is bad.
      if (!token.access_token) throw new SocialExchangeError(`naver: ${token.error ?? 'no access token'}`);
      const me = await fetchJson<NaverMe>(fetchImpl, endpoints.profile, {
        headers: { Authorization: `Bearer ${token.access_token}` },
      });
      if (me.resultcode !== '00' || !me.response?.id) throw new SocialExchangeError('naver profile refused');
      return {
        socialId: me.response.id,
        email: me.response.email ?? null,
        // Naver only hands out the e-mail address registered (and confirmed) with the account.
        emailVerified: Boolean(me.response.email),
        name: me.response.name ?? null,
      };
    },
  };
}
