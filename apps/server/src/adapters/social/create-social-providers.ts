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

/** The social sign-in providers as configured, made once per app (`app.social`). */
export type SocialProviders = {
  /** SOCIAL_PROVIDER=simulator: every provider is the local consent page. */
  readonly simulated: boolean;
  /** The provider of this name, or null when it is not configured. */
  of(name: SocialProviderName): SocialProvider | null;
  /** Where the provider sends the browser back: the app's page, or for Apple's form_post the server. */
  redirectUri(name: SocialProviderName): string;
};

/** SOCIAL_PROVIDER=simulator gives every provider its consent page; `real` the configured providers only. */
export function createSocialProviders(config: Config): SocialProviders {
  const simulated = config.social.provider === 'simulator';
  const providers = new Map<SocialProviderName, SocialProvider>();
  for (const name of Object.keys(SOCIAL_PAGE) as SocialProviderName[]) {
    const provider = simulated ? createSimulatorProvider(name, config.jwtSecret) : realProvider(config, name);
    if (provider) providers.set(name, provider);
  }
  return {
    simulated,
    of: (name) => providers.get(name) ?? null,
    redirectUri: (name) => {
      // The simulator returns to the app's page on whatever origin it was opened from (the dev server too).
      if (simulated) return SOCIAL_PAGE[name];
      if (name === 'apple') return `${config.publicUrl}${APPLE_CALLBACK_PATH}`;
      return `${config.publicUrl}${SOCIAL_PAGE[name]}`;
    },
  };
}

function realProvider(config: Config, name: SocialProviderName): SocialProvider | null {
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
