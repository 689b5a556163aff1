import type { SocialClient } from '../../config';
import {
  fetchJson,
  fetchWithBearer,
  SocialExchangeError,
  type SocialProvider,
  withQuery,
} from './social-provider';

const GRAPH_VERSION = 'v21.0';
export const FACEBOOK_ENDPOINTS = {
  authorize: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
  token: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`,
  profile: `https://graph.facebook.com/${GRAPH_VERSION}/me`,
};

type FacebookMe = { id?: string; name?: string; email?: string };

/** Facebook Login (manual flow): dialog/oauth, GET oauth/access_token, GET /me?fields=id,name,email. */
export function createFacebook(
  client: SocialClient,
  endpoints = FACEBOOK_ENDPOINTS,
  fetchImpl = fetch,
): SocialProvider {
  return {
    name: 'facebook',
    authorizeUrl: ({ redirectUri, state }) =>
      withQuery(endpoints.authorize, {
        client_id: client.clientId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: 'email,public_profile',
      }),
    async exchange({ code, redirectUri }) {
      const token = await fetchJson<{ access_token?: string }>(
        fetchImpl,
        withQuery(endpoints.token, {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uri: redirectUri,
          code,
        }),
      );
      if (!token.access_token) throw new SocialExchangeError('facebook gave no access token');
      const me = await fetchWithBearer<FacebookMe>(
        fetchImpl,
        withQuery(endpoints.profile, { fields: 'id,name,email' }),
        token.access_token,
      );
      if (!me.id) throw new SocialExchangeError('facebook profile without id');
      // Facebook returns only a confirmed e-mail address, if the person shares one.
      return {
        socialId: me.id,
        email: me.email ?? null,
        emailVerified: Boolean(me.email),
        name: me.name ?? null,
      };
    },
  };
}
