import type { SocialClient } from '../../config';
import {
  exchangeAuthorizationCode,
  fetchWithBearer,
  SocialExchangeError,
  type SocialProvider,
  withQuery,
} from './social-provider';

export const GOOGLE_ENDPOINTS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  profile: 'https://openidconnect.googleapis.com/v1/userinfo',
};

type GoogleUserInfo = { sub?: string; email?: string; email_verified?: boolean; name?: string };

/** Google OpenID Connect: authorize, POST token, GET userinfo with the access token. */
export function createGoogle(
  client: SocialClient,
  endpoints = GOOGLE_ENDPOINTS,
  fetchImpl = fetch,
): SocialProvider {
  return {
    name: 'google',
    authorizeUrl: ({ redirectUri, state }) =>
      withQuery(endpoints.authorize, {
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
      }),
    async exchange({ code, redirectUri }) {
      const accessToken = await exchangeAuthorizationCode(fetchImpl, 'google', endpoints.token, {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uri: redirectUri,
        code,
      });
      const me = await fetchWithBearer<GoogleUserInfo>(fetchImpl, endpoints.profile, accessToken);
      if (!me.sub) throw new SocialExchangeError('google profile without sub');
      return {
        socialId: me.sub,
        email: me.email ?? null,
        emailVerified: me.email_verified === true,
        name: me.name ?? null,
      };
    },
  };
}
