import type { socialCreateBodySchema } from '@shop/domain/api/social-users';
import type { AuthTokens } from '@shop/domain/api/users';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type SocialOutcome = {
  result: 'login' | 'update' | 'create';
  type: number;
  social_account: { email?: string };
  auth: AuthTokens | null;
  token: string | null;
  email_registered: boolean;
};

/** POST socialUsers {type, token, user_id if signed in}: login (200), linked (201) or sign up first (202). */
export function postSocialUser(body: z.infer<typeof socialCreateBodySchema>) {
  return http.post<SocialOutcome>('socialUsers', body);
}
