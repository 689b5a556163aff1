import { describe, expect, it } from 'vitest';
import { socialNextStep } from './social-messages';

describe('social result routing', () => {
  it('sends update to settings, create to sign-up and login on through the after-login steps', () => {
    expect(socialNextStep('update')).toBe('settings');
    expect(socialNextStep('create')).toBe('signUp');
    expect(socialNextStep('login')).toBe('afterLogin');
  });
});
