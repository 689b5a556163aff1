import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApple } from './apple';
import { createFacebook } from './facebook';
import { createGoogle } from './google';
import { createKakao } from './kakao';
import { createNaver } from './naver';
import { SocialExchangeError } from './social-provider';

/** A local fake of the providers' HTTP APIs, answering with their documented shapes. */
type Seen = { method: string; path: string; query: URLSearchParams; body: URLSearchParams; auth?: string };
let server: Server;
let base: string;
const seen: Seen[] = [];
const routes = new Map<string, (s: Seen) => [number, unknown]>();

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const s: Seen = {
      method: req.method!,
      path: url.pathname,
      query: url.searchParams,
      body: new URLSearchParams(await read(req)),
      auth: req.headers.authorization,
    };
    seen.push(s);
    const route = routes.get(`${s.method} ${s.path}`);
    const [status, body] = route ? route(s) : [404, { error: 'not found' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const last = (path: string) => seen.filter((s) => s.path === path).at(-1)!;
const client = { clientId: 'client-1', clientSecret: 'secret-1' };

describe('Kakao', () => {
  const endpoints = () => ({
    authorize: `${base}/oauth/authorize`,
    token: `${base}/oauth/token`,
    profile: `${base}/v2/user/me`,
  });

  it('builds the authorize URL and exchanges the code for the profile', async () => {
    routes.set('POST /oauth/token', (s) =>
      s.body.get('code') === 'good'
        ? [200, { token_type: 'bearer', access_token: 'kakao-at', expires_in: 21599 }]
        : [400, { error: 'invalid_grant' }],
    );
    routes.set('GET /v2/user/me', (s) =>
      s.auth === 'Bearer kakao-at'
        ? [
            200,
            {
              id: 123456789,
              kakao_account: {
                email: 'k@kakao.com',
                is_email_valid: true,
                is_email_verified: true,
                profile: { nickname: '라이언' },
              },
            },
          ]
        : [401, { msg: 'this access token does not exist', code: -401 }],
    );
    const kakao = createKakao(client, endpoints());
    const url = new URL(
      kakao.authorizeUrl({ redirectUri: 'https://shop/customer_v2/socialUserKakao', state: 'st' }),
    );
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('state')).toBe('st');
    const profile = await kakao.exchange({
      code: 'good',
      redirectUri: 'https://shop/customer_v2/socialUserKakao',
      state: 'st',
    });
    expect(profile).toEqual({
      socialId: '123456789',
      email: 'k@kakao.com',
      emailVerified: true,
      name: '라이언',
    });
    const token = last('/oauth/token');
    expect(Object.fromEntries(token.body)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'client-1',
      client_secret: 'secret-1',
      redirect_uri: 'https://shop/customer_v2/socialUserKakao',
      code: 'good',
    });
    await expect(kakao.exchange({ code: 'bad', redirectUri: 'x', state: 'st' })).rejects.toBeInstanceOf(
      SocialExchangeError,
    );
  });
});

describe('Naver', () => {
  it('exchanges with the state and reads /v1/nid/me', async () => {
    routes.set('POST /oauth2.0/token', (s) =>
      s.body.get('code') === 'good' && s.body.get('state') === 'st'
        ? [200, { access_token: 'naver-at', refresh_token: 'r', token_type: 'bearer', expires_in: '3600' }]
        : [200, { error: 'invalid_request', error_description: 'no valid data in session' }],
    );
    routes.set('GET /v1/nid/me', (s) =>
      s.auth === 'Bearer naver-at'
        ? [
            200,
            {
              resultcode: '00',
              message: 'success',
              response: { id: 'naver-id-1', email: 'n@naver.com', name: '홍길동' },
            },
          ]
        : [401, { resultcode: '024', message: 'Authentication failed' }],
    );
    const naver = createNaver(client, {
      authorize: `${base}/oauth2.0/authorize`,
      token: `${base}/oauth2.0/token`,
      profile: `${base}/v1/nid/me`,
    });
    expect(naver.authorizeUrl({ redirectUri: 'https://shop/cb', state: 'st' })).toContain(
      'response_type=code',
    );
    expect(await naver.exchange({ code: 'good', redirectUri: 'https://shop/cb', state: 'st' })).toEqual({
      socialId: 'naver-id-1',
      email: 'n@naver.com',
      emailVerified: true,
      name: '홍길동',
    });
    // Naver's 200-with-error answer is a failure.
    await expect(naver.exchange({ code: 'bad', redirectUri: 'x', state: 'st' })).rejects.toBeInstanceOf(
      SocialExchangeError,
    );
  });
});

describe('Google', () => {
  it('exchanges the code and reads the OpenID userinfo', async () => {
    routes.set('POST /token', (s) =>
      s.body.get('grant_type') === 'authorization_code' && s.body.get('code') === 'good'
        ? [
            200,
            {
              access_token: 'google-at',
              expires_in: 3599,
              token_type: 'Bearer',
              scope: 'openid email',
              id_token: 'x.y.z',
            },
          ]
        : [400, { error: 'invalid_grant' }],
    );
    routes.set('GET /v1/userinfo', (s) =>
      s.auth === 'Bearer google-at'
        ? [200, { sub: '1098', email: 'g@gmail.com', email_verified: true, name: 'G' }]
        : [401, {}],
    );
    const google = createGoogle(client, {
      authorize: `${base}/o/oauth2/v2/auth`,
      token: `${base}/token`,
      profile: `${base}/v1/userinfo`,
    });
    const url = new URL(google.authorizeUrl({ redirectUri: 'https://shop/cb', state: 'st' }));
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(await google.exchange({ code: 'good', redirectUri: 'https://shop/cb', state: 'st' })).toEqual({
      socialId: '1098',
      email: 'g@gmail.com',
      emailVerified: true,
      name: 'G',
    });
    await expect(google.exchange({ code: 'bad', redirectUri: 'x', state: 'st' })).rejects.toBeInstanceOf(
      SocialExchangeError,
    );
  });
});

describe('Facebook', () => {
  it('exchanges with a GET and reads /me with the fields', async () => {
    routes.set('GET /v21.0/oauth/access_token', (s) =>
      s.query.get('code') === 'good' && s.query.get('client_secret') === 'secret-1'
        ? [200, { access_token: 'fb-at', token_type: 'bearer', expires_in: 5183944 }]
        : [
            400,
            { error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } },
          ],
    );
    routes.set('GET /v21.0/me', (s) =>
      s.auth === 'Bearer fb-at' && s.query.get('fields') === 'id,name,email'
        ? [200, { id: '10220', name: 'F', email: 'f@fb.com' }]
        : [400, {}],
    );
    const fb = createFacebook(client, {
      authorize: `${base}/v21.0/dialog/oauth`,
      token: `${base}/v21.0/oauth/access_token`,
      profile: `${base}/v21.0/me`,
    });
    expect(await fb.exchange({ code: 'good', redirectUri: 'https://shop/cb', state: 'st' })).toEqual({
      socialId: '10220',
      email: 'f@fb.com',
      emailVerified: true,
      name: 'F',
    });
    await expect(fb.exchange({ code: 'bad', redirectUri: 'x', state: 'st' })).rejects.toBeInstanceOf(
      SocialExchangeError,
    );
  });
});

describe('Apple', () => {
  it('signs its client secret with the team key and trusts only an id_token signed by Apple', async () => {
    const team = await generateKeyPair('ES256', { extractable: true });
    const apple = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(apple.publicKey)), kid: 'apple-1', alg: 'RS256', use: 'sig' };
    const issuer = 'https://appleid.apple.com';
    const idToken = async (key = apple.privateKey) =>
      new SignJWT({ email: 'a@privaterelay.appleid.com', email_verified: 'true' })
        .setProtectedHeader({ alg: 'RS256', kid: 'apple-1' })
        .setIssuer(issuer)
        .setAudience('com.soridam.web')
        .setSubject('001234.abcd')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
    const forger = await generateKeyPair('RS256');
    let nextIdToken = await idToken();
    routes.set('GET /auth/keys', () => [200, { keys: [jwk] }]);
    routes.set('POST /auth/token', (s) =>
      s.body.get('code') === 'good'
        ? [
            200,
            {
              access_token: 'a',
              token_type: 'Bearer',
              expires_in: 3600,
              refresh_token: 'r',
              id_token: nextIdToken,
            },
          ]
        : [400, { error: 'invalid_grant' }],
    );
    const provider = createApple(
      {
        clientId: 'com.soridam.web',
        apple: { teamId: 'TEAM123', keyId: 'KEY123', privateKey: await exportPKCS8(team.privateKey) },
      },
      { authorize: `${base}/auth/authorize`, token: `${base}/auth/token`, keys: `${base}/auth/keys`, issuer },
    );
    const url = new URL(
      provider.authorizeUrl({
        redirectUri: 'https://shop/api/v2/customer/socialUsers/appleCallback',
        state: 'st',
      }),
    );
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(await provider.exchange({ code: 'good', redirectUri: 'https://shop/cb', state: 'st' })).toEqual({
      socialId: '001234.abcd',
      email: 'a@privaterelay.appleid.com',
      emailVerified: true,
      name: null,
    });
    const secret = last('/auth/token').body.get('client_secret')!;
    const { payload, protectedHeader } = await jwtVerify(secret, team.publicKey, {
      audience: issuer,
      issuer: 'TEAM123',
    });
    expect(payload.sub).toBe('com.soridam.web');
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY123' });

    nextIdToken = await idToken(forger.privateKey);
    await expect(provider.exchange({ code: 'good', redirectUri: 'x', state: 'st' })).rejects.toBeInstanceOf(
      SocialExchangeError,
    );
  });
});
