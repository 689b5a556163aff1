import { http } from '../../../shared/http/http';

/** GET socialUsers/authorizeUrl?type: the provider's consent page, with a signed state. */
export function getAuthorizeUrl(type: number) {
  return http.get<{ url: string; state: string }>('socialUsers/authorizeUrl', { query: { type } });
}
