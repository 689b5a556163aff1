import { SOCIAL_TYPE, type SocialType } from '@shop/domain/codes/social-type';

export const SOCIAL_LOGIN_DONE = '로그인 되었습니다.';
export const SOCIAL_LINK_DONE = '계정이 연동되었습니다.';
export const SOCIAL_FAILED_TITLE = '연동 실패';
export const SOCIAL_FAILED_TEXT = '오류가 발생했습니다.';
export const SOCIAL_UNLINK_DONE = '계정 연동이 제거 되었습니다.';
export const SOCIAL_UNLINK_DONE_RELEASED = '계정 연동이 해제 되었습니다.';
export const SOCIAL_UNLINK_FAILED = '연동 해제 애러';
export const SOCIAL_UNLINK_FAILED_TERMINATED = '연동 해지 애러';
export const APPLE_IOS_ONLY = 'Apple 로그인은 iPhone, iPad 등 iOS 기기에서만 사용할 수 있습니다.';

/** Where a social result goes (section 7): update → settings, create → sign-up (prefilled), login → on. */
export function socialNextStep(result: 'login' | 'update' | 'create'): 'afterLogin' | 'settings' | 'signUp' {
  if (result === 'update') return 'settings';
  if (result === 'create') return 'signUp';
  return 'afterLogin';
}

/**
 * The unlink messages (section 8): 계정 연동이 제거 되었습니다, or 해제 되었습니다 for the providers whose own
 * wording is 연결 해제 (Naver, Apple); the failure reads 연동 해지 애러 for Kakao (카카오 연결 끊기/해지) and
 * 연동 해제 애러 for the rest. The texts are the document's, typo included.
 */
export function unlinkMessages(type: SocialType): { done: string; failed: string } {
  const released = type === SOCIAL_TYPE.NAVER || type === SOCIAL_TYPE.APPLE;
  return {
    done: released ? SOCIAL_UNLINK_DONE_RELEASED : SOCIAL_UNLINK_DONE,
    failed: type === SOCIAL_TYPE.KAKAOTALK ? SOCIAL_UNLINK_FAILED_TERMINATED : SOCIAL_UNLINK_FAILED,
  };
}
