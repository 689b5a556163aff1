export const SOCIAL_TYPE = {
  KAKAOTALK: 10,
  NAVER: 20,
  GOOGLE: 30,
  FACEBOOK: 40,
  APPLE: 50,
} as const;

export type SocialType = (typeof SOCIAL_TYPE)[keyof typeof SOCIAL_TYPE];
