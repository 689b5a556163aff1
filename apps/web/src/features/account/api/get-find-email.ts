import { http } from '../../../shared/http/http';

/** GET users/authFindEmail?name&mobile&verif_id: the masked e-mail; 404 when no account matches. */
export function getFindEmail(query: { name: string; mobile: string; verif_id: string }) {
  return http.get<{ email: string; created_at: string }>('users/authFindEmail', { query });
}
