import { SOCIAL_TYPE } from '@shop/domain/codes/social-type';
import { describe, expect, it } from 'vitest';
import type { Config, SocialProviderName } from '../../config';
import { createSocialProviders, SOCIAL_PAGE, SOCIAL_PROVIDER_OF_TYPE } from './create-social-providers';

const NAMES: SocialProviderName[] = ['kakao', 'naver', 'google', 'apple', 'facebook'];
const client = { clientId: 'client-1', clientSecret: 'secret-1' };
const configOf = (social: Config['social']) =>
  ({ social, publicUrl: 'https://shop', jwtSecret: 'secret' }) as unknown as Config;

describe('the social providers table', () => {
  it('names the provider of each social type code', () => {
    expect(SOCIAL_PROVIDER_OF_TYPE).toEqual({
      [SOCIAL_TYPE.KAKAOTALK]: 'kakao',
      [SOCIAL_TYPE.NAVER]: 'naver',
      [SOCIAL_TYPE.GOOGLE]: 'google',
      [SOCIAL_TYPE.FACEBOOK]: 'facebook',
      [SOCIAL_TYPE.APPLE]: 'apple',
    });
  });

  it('makes each configured provider with its own client, and none without one', () => {
    const clients = Object.fromEntries(NAMES.map((name) => [name, client]));
    const real = createSocialProviders(configOf({ provider: 'real', clients }));
    expect(NAMES.map((name) => real.of(name)?.name)).toEqual(NAMES);
    expect(createSocialProviders(configOf({ provider: 'real', clients: {} })).of('kakao')).toBeNull();
  });

  it("returns to each provider's app page, Apple's form_post to the server", () => {
    const real = createSocialProviders(configOf({ provider: 'real', clients: {} }));
    expect(NAMES.map((name) => real.redirectUri(name))).toEqual([
      'https://shop/customer_v2/socialUserKakao',
      'https://shop/customer_v2/socialUserNaver',
      'https://shop/customer_v2/socialUserGoogle',
      'https://shop/api/v2/customer/socialUsers/appleCallback',
      'https://shop/customer_v2/socialUserFacebook',
    ]);
    const simulated = createSocialProviders(configOf({ provider: 'simulator', clients: {} }));
    expect(simulated.redirectUri('apple')).toBe(SOCIAL_PAGE.apple);
    expect(SOCIAL_PAGE.apple).toBe('/customer_v2/socialUserApple');
  });
});
