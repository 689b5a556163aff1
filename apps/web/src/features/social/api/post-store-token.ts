import type { storeTokenBodySchema } from '@shop/domain/api/social-users';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type StoredToken = {
  token: string;
  type: number;
  social_account: { email?: string };
  user_id: number | null;
};

/** POST socialUsers/storeToken {type, code, state}: the provider's code becomes a short-lived proof. */
export function postStoreToken(body: z.infer<typeof storeTokenBodySchema>) {
  return http.post<StoredToken>('socialUsers/storeToken', body);
}
