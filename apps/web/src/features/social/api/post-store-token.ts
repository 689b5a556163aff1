import { http } from '../../../shared/http/http';

export type StoredToken = {
  token: string;
  type: number;
  social_account: { email?: string };
  user_id: number | null;
};

/** POST socialUsers/storeToken {type, code, state}: the provider's code becomes a short-lived proof. */
export function postStoreToken(body: { type: number; code: string; state: string }) {
  return http.post<StoredToken>('socialUsers/storeToken', body);
}
