import type { SocialClient } from '../../config';
import { profileForCode, SocialExchangeError, type SocialProvider, withQuery } from './social-provider';

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
      const me = await profileForCode<GoogleUserInfo>(fetchImpl, 'google', endpoints, client, {
        redirect_uri: redirectUri,
        code,
      });
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
