import type { SocialClient } from '../../config';
import {
  codeAuthorizeUrl,
  profileForCode,
  SocialExchangeError,
  type SocialProvider,
} from './social-provider';

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
    authorizeUrl: (input) => codeAuthorizeUrl(endpoints.authorize, client, input),
    async exchange({ code, state }) {
      const me = await profileForCode<NaverMe>(fetchImpl, 'naver', endpoints, client, {
        code,
        state,
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
