import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT } from 'jose';
import type { SocialClient } from '../../config';
import { fetchJson, form, SocialExchangeError, type SocialProvider, withQuery } from './social-provider';

export const APPLE_ENDPOINTS = {
  authorize: 'https://appleid.apple.com/auth/authorize',
  token: 'https://appleid.apple.com/auth/token',
  keys: 'https://appleid.apple.com/auth/keys',
  issuer: 'https://appleid.apple.com',
};

/**
 * Sign in with Apple. Apple has no profile call: the person is the verified `id_token` of the token answer.
 * Asking for the e-mail forces `response_mode=form_post`, so Apple POSTs the code to the server
 * (socialUsers/appleCallback), which sends the browser on to the app's page.
 * The client secret is a short ES256 JWT signed with the team's key, as Apple documents.
 */
export function createApple(
  client: SocialClient,
  endpoints = APPLE_ENDPOINTS,
  fetchImpl = fetch,
): SocialProvider {
  const jwks = createRemoteJWKSet(new URL(endpoints.keys));
  const clientSecret = async () => {
    const apple = client.apple;
    if (!apple) throw new SocialExchangeError('apple is not configured');
    const key = await importPKCS8(apple.privateKey, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
      .setIssuer(apple.teamId)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .setAudience(endpoints.issuer)
      .setSubject(client.clientId)
      .sign(key);
  };
  return {
    name: 'apple',
    authorizeUrl: ({ redirectUri, state }) =>
      withQuery(endpoints.authorize, {
        response_type: 'code',
        response_mode: 'form_post',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope: 'name email',
        state,
      }),
    async exchange({ code, redirectUri }) {
      const token = await fetchJson<{ id_token?: string }>(fetchImpl, endpoints.token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form({
          grant_type: 'authorization_code',
          client_id: client.clientId,
          client_secret: await clientSecret(),
          redirect_uri: redirectUri,
          code,
        }),
      });
      if (!token.id_token) throw new SocialExchangeError('apple gave no id_token');
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(token.id_token, jwks, {
          issuer: endpoints.issuer,
          audience: client.clientId,
        }));
      } catch {
        throw new SocialExchangeError('apple id_token refused');
      }
      if (typeof claims.sub !== 'string') throw new SocialExchangeError('apple id_token without sub');
      const email = typeof claims.email === 'string' ? claims.email : null;
      return {
        socialId: claims.sub,
        email,
        // Apple sends email_verified as a boolean or as the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: null,
      };
    },
  };
}
