import { readTabValue, SOCIAL_SIGNUP_KEY, writeTabValue } from './session-keys';

/**
 * A social account with no shop account yet (POST socialUsers answered `create`): the social page hands
 * its proof and e-mail to the sign-up form, which prefills the e-mail and links the account on sign-up.
 */
export type SocialSignup = { token: string; type: number; email: string | null; emailRegistered: boolean };

export function keepSocialSignup(value: SocialSignup): void {
  writeTabValue(SOCIAL_SIGNUP_KEY, JSON.stringify(value));
}

export function readSocialSignup(): SocialSignup | null {
  try {
    const value = JSON.parse(readTabValue(SOCIAL_SIGNUP_KEY) ?? 'null') as Partial<SocialSignup> | null;
    if (!value || typeof value.token !== 'string' || typeof value.type !== 'number') return null;
    return {
      token: value.token,
      type: value.type,
      email: typeof value.email === 'string' ? value.email : null,
      emailRegistered: value.emailRegistered === true,
    };
  } catch {
    return null;
  }
}

export function clearSocialSignup(): void {
  writeTabValue(SOCIAL_SIGNUP_KEY, null);
}
