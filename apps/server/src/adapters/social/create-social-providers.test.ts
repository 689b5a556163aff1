import { SOCIAL_TYPE } from '@shop/domain/codes/social-type';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createSocialProviders, SOCIAL_PAGE, SOCIAL_PROVIDER_OF_TYPE } from './create-social-providers';

/** Each provider with the social type code and the app page it must be wired to. */
const WIRING = [
  ['kakao', SOCIAL_TYPE.KAKAOTALK, '/customer_v2/socialUserKakao'],
  ['naver', SOCIAL_TYPE.NAVER, '/customer_v2/socialUserNaver'],
  ['google', SOCIAL_TYPE.GOOGLE, '/customer_v2/socialUserGoogle'],
  ['apple', SOCIAL_TYPE.APPLE, '/customer_v2/socialUserApple'],
  ['facebook', SOCIAL_TYPE.FACEBOOK, '/customer_v2/socialUserFacebook'],
] as const;
const NAMES = WIRING.map(([name]) => name);

const configOf = (social: Config['social']) =>
  ({ social, publicUrl: 'https://shop', jwtSecret: 'secret' }) as unknown as Config;

describe('the social providers table', () => {
  it.each(WIRING)('wires %s to its social type code and its app page', (name, type, page) => {
    expect(SOCIAL_PROVIDER_OF_TYPE[type]).toBe(name);
    expect(SOCIAL_PAGE[name]).toBe(page);
  });

  it('knows no other social type', () => {
    expect(Object.keys(SOCIAL_PROVIDER_OF_TYPE)).toHaveLength(WIRING.length);
  });

  it('makes each configured provider with its own client, and none without one', () => {
    const client = { clientId: 'client-1', clientSecret: 'secret-1' };
    const clients = Object.fromEntries(NAMES.map((name) => [name, client]));
    const real = createSocialProviders(configOf({ provider: 'real', clients }));
    expect(NAMES.map((name) => real.of(name)?.name)).toEqual(NAMES);
    expect(createSocialProviders(configOf({ provider: 'real', clients: {} })).of('kakao')).toBeNull();
  });

  it("returns to the app's page, on the shop's address unless simulated; Apple's form_post to the server", () => {
    const real = createSocialProviders(configOf({ provider: 'real', clients: {} }));
    const simulated = createSocialProviders(configOf({ provider: 'simulator', clients: {} }));
    expect(real.redirectUri('naver')).toBe('https://shop/customer_v2/socialUserNaver');
    expect(real.redirectUri('apple')).toBe('https://shop/api/v2/customer/socialUsers/appleCallback');
    expect(simulated.redirectUri('apple')).toBe('/customer_v2/socialUserApple');
  });
});
