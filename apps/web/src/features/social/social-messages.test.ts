import { SOCIAL_TYPE } from '@shop/domain/codes/social-type';
import { describe, expect, it } from 'vitest';
import { socialNextStep, unlinkMessages } from './social-messages';

describe('social result routing', () => {
  it('sends update to settings, create to sign-up and login on through the after-login steps', () => {
    expect(socialNextStep('update')).toBe('settings');
    expect(socialNextStep('create')).toBe('signUp');
    expect(socialNextStep('login')).toBe('afterLogin');
  });
});

describe('unlink messages per provider', () => {
  it('says 제거 or 해제 on success and 해지 or 해제 애러 on failure, as the document lists them', () => {
    expect(unlinkMessages(SOCIAL_TYPE.KAKAOTALK)).toEqual({
      done: '계정 연동이 제거 되었습니다.',
      failed: '연동 해지 애러',
    });
    expect(unlinkMessages(SOCIAL_TYPE.NAVER)).toEqual({
      done: '계정 연동이 해제 되었습니다.',
      failed: '연동 해제 애러',
    });
    expect(unlinkMessages(SOCIAL_TYPE.GOOGLE)).toEqual({
      done: '계정 연동이 제거 되었습니다.',
      failed: '연동 해제 애러',
    });
    expect(unlinkMessages(SOCIAL_TYPE.APPLE)).toEqual({
      done: '계정 연동이 해제 되었습니다.',
      failed: '연동 해제 애러',
    });
  });
});
