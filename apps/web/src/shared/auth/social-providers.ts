import { SOCIAL_TYPE, type SocialType } from '@shop/domain/codes/social-type';

/** The five social login pages (section 2.2) and what each needs. */
export type SocialProvider = {
  type: SocialType;
  label: string;
  path: string;
  /** Apple sign-in is offered only on iOS devices. */
  iosOnly: boolean;
  /** The Facebook page is empty (section 2.12): no button anywhere. */
  offered: boolean;
};

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  { type: SOCIAL_TYPE.KAKAOTALK, label: '카카오', path: '/socialUserKakao', iosOnly: false, offered: true },
  { type: SOCIAL_TYPE.NAVER, label: '네이버', path: '/socialUserNaver', iosOnly: false, offered: true },
  { type: SOCIAL_TYPE.GOOGLE, label: 'Google', path: '/socialUserGoogle', iosOnly: false, offered: true },
  { type: SOCIAL_TYPE.APPLE, label: 'Apple', path: '/socialUserApple', iosOnly: true, offered: true },
  {
    type: SOCIAL_TYPE.FACEBOOK,
    label: 'Facebook',
    path: '/socialUserFacebook',
    iosOnly: false,
    offered: false,
  },
];

export const socialProviderOfType = (type: number) => SOCIAL_PROVIDERS.find((p) => p.type === type) ?? null;

/** The login buttons to show on this device. */
export function offeredSocialProviders(ios: boolean): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => p.offered && (!p.iosOnly || ios));
}
