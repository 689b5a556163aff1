import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import type { IdentityVerifier } from './identity/identity-verifier';
import type { PostcodeProvider } from './postcode/postcode-provider';
import type { SocialProviders } from './social/create-social-providers';

const API = '/api/v2/customer';

/** A PortOne-like verifier that vouches for one person as soon as it is asked. */
const identity: IdentityVerifier = {
  provider: 'portone',
  start: (txId) => ({
    url: null,
    portone: { store_id: 'store-t', channel_key: 'channel-t', identity_verification_id: txId },
  }),
  fetchOutcome: async () => ({
    status: 'verified',
    name: '김테스트',
    phoneNo: '01012345678',
    birthDay: '1990-01-01',
    gender: 'male',
    raw: {},
  }),
};

const social: SocialProviders = {
  simulated: false,
  of: (name) =>
    name === 'kakao'
      ? {
          name,
          authorizeUrl: ({ redirectUri, state }) =>
            `https://kauth.test/authorize?r=${redirectUri}&s=${state}`,
          exchange: async () => ({ socialId: 'k-1', email: null, emailVerified: false, name: null }),
        }
      : null,
  redirectUri: (name) => `https://shop.test/${name}`,
};

const postcode: PostcodeProvider = {
  name: 'sample',
  scriptUrl: null,
  search: (query) => [{ addr_code: '04524', addr: `서울 중구 ${query}`, addr_jibun: '', installable: true }],
};

describe("the app's outside systems", () => {
  let own: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    own = await buildTestApp({ seed: false, adapters: { identity, social, postcode } });
    configured = await buildTestApp({ seed: false, database: own.database });
  });
  afterAll(async () => {
    await configured.close();
    await own.close();
  });

  it('are the configured simulators unless a caller hands in its own', () => {
    expect(configured.app.identity.provider).toBe('simulator');
    expect(configured.app.social.simulated).toBe(true);
    expect(configured.app.postcode.name).toBe('sample');
    expect(configured.app.payments.provider).toBe('simulator');
    expect(own.app.identity).toBe(identity);
    expect(own.app.social).toBe(social);
    expect(own.app.postcode).toBe(postcode);
  });

  it("are what the routes use: a test's own identity verifier, social providers and postcode search", async () => {
    const started = (await own.app.inject(`${API}/users/noticeMsgVerifReq?type=register`)).json().data;
    expect(started).toMatchObject({ provider: 'portone', url: null });
    const confirmed = await own.app.inject({
      method: 'POST',
      url: `${API}/users/verifConfirm`,
      payload: { verif_id: started.verif_id },
    });
    expect(confirmed.json().data).toMatchObject({ name: '김테스트', phoneNo: '01012345678' });

    const { url } = (await own.app.inject(`${API}/socialUsers/authorizeUrl?type=10`)).json().data;
    expect(url).toMatch(/^https:\/\/kauth\.test\/authorize\?r=https:\/\/shop\.test\/kakao&s=/);
    expect((await own.app.inject(`${API}/socialUsers/authorizeUrl?type=20`)).statusCode).toBe(400);

    const found = (await own.app.inject(`${API}/postcodes?query=세종대로`)).json().data;
    expect(found).toEqual([expect.objectContaining({ addr: '서울 중구 세종대로' })]);
  });

  it('serve a simulator page only beside its simulator', async () => {
    expect((await own.app.inject(`${API}/sim/social/kakao?redirect_uri=/x&state=s`)).statusCode).toBe(404);
    expect((await own.app.inject(`${API}/sim/identity?verif_id=iv_${'a'.repeat(24)}`)).statusCode).toBe(404);
    const page = await configured.app.inject(`${API}/sim/identity?verif_id=iv_${'a'.repeat(24)}`);
    expect(page.statusCode).toBe(200);
  });
});
