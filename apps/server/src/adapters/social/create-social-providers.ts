import { SOCIAL_TYPE, type SocialType } from '@shop/domain/codes/social-type';
import type { Config, SocialClient, SocialProviderName } from '../../config';
import { createApple } from './apple';
import { createFacebook } from './facebook';
import { createGoogle } from './google';
import { createKakao } from './kakao';
import { createNaver } from './naver';
import { createSimulatorProvider } from './simulator';
import type { SocialProvider } from './social-provider';

/**
 * Each provider as the shop knows it: its social type code (SOCIAL_TYPE), the app page it returns to
 * (/customer_v2/socialUser{Kakao|Naver|Google|Apple|Facebook}) and how it is made from its client settings.
 */
const PROVIDERS: Record<
  SocialProviderName,
  { type: SocialType; page: string; create: (client: SocialClient) => SocialProvider }
> = {
  kakao: { type: SOCIAL_TYPE.KAKAOTALK, page: '/customer_v2/socialUserKakao', create: createKakao },
  naver: { type: SOCIAL_TYPE.NAVER, page: '/customer_v2/socialUserNaver', create: createNaver },
  google: { type: SOCIAL_TYPE.GOOGLE, page: '/customer_v2/socialUserGoogle', create: createGoogle },
  apple: { type: SOCIAL_TYPE.APPLE, page: '/customer_v2/socialUserApple', create: createApple },
  facebook: { type: SOCIAL_TYPE.FACEBOOK, page: '/customer_v2/socialUserFacebook', create: createFacebook },
};
const PROVIDER_NAMES = Object.keys(PROVIDERS) as SocialProviderName[];

export const SOCIAL_PROVIDER_OF_TYPE = Object.fromEntries(
  PROVIDER_NAMES.map((name) => [PROVIDERS[name].type, name]),
) as Record<SocialType, SocialProviderName>;

/** The app page each provider returns to. */
export const SOCIAL_PAGE = Object.fromEntries(
  PROVIDER_NAMES.map((name) => [name, PROVIDERS[name].page]),
) as Record<SocialProviderName, string>;

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
  for (const name of PROVIDER_NAMES) {
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
  return client ? PROVIDERS[name].create(client) : null;
}
