import { SOCIAL_TYPE, type SocialType } from '@shop/domain/codes/social-type';
import type { Config, SocialProviderName } from '../../config';
import { createApple } from './apple';
import { createFacebook } from './facebook';
import { createGoogle } from './google';
import { createKakao } from './kakao';
import { createNaver } from './naver';
import { createSimulatorProvider } from './simulator';
import type { SocialProvider } from './social-provider';

export const SOCIAL_PROVIDER_OF_TYPE: Record<SocialType, SocialProviderName> = {
  [SOCIAL_TYPE.KAKAOTALK]: 'kakao',
  [SOCIAL_TYPE.NAVER]: 'naver',
  [SOCIAL_TYPE.GOOGLE]: 'google',
  [SOCIAL_TYPE.FACEBOOK]: 'facebook',
  [SOCIAL_TYPE.APPLE]: 'apple',
};

/** The app page each provider returns to (/customer_v2/socialUser{Kakao|Naver|Google|Apple|Facebook}). */
export const SOCIAL_PAGE: Record<SocialProviderName, string> = {
  kakao: '/customer_v2/socialUserKakao',
  naver: '/customer_v2/socialUserNaver',
  google: '/customer_v2/socialUserGoogle',
  apple: '/customer_v2/socialUserApple',
  facebook: '/customer_v2/socialUserFacebook',
};

export const APPLE_CALLBACK_PATH = '/api/v2/customer/socialUsers/appleCallback';

/** Where the provider sends the browser back: the app's page, or for Apple's form_post the server. */
export function redirectUriFor(config: Config, name: SocialProviderName): string {
  // The simulator returns to the app's page on whatever origin it was opened from (the dev server too).
  if (config.social.provider === 'simulator') return SOCIAL_PAGE[name];
  if (name === 'apple') return `${config.publicUrl}${APPLE_CALLBACK_PATH}`;
  return `${config.publicUrl}${SOCIAL_PAGE[name]}`;
}

/** SOCIAL_PROVIDER=simulator gives every provider its consent page; `real` the configured providers only. */
export function socialProvider(config: Config, name: SocialProviderName): SocialProvider | null {
  if (config.social.provider === 'simulator') return createSimulatorProvider(name, config.jwtSecret);
  const client = config.social.clients[name];
  if (!client) return null;
  switch (name) {
    case 'kakao':
      return createKakao(client);
    case 'naver':
      return createNaver(client);
    case 'google':
      return createGoogle(client);
    case 'facebook':
      return createFacebook(client);
    case 'apple':
      return createApple(client);
  }
}
