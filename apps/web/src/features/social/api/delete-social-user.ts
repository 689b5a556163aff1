import { http } from '../../../shared/http/http';

/** DELETE socialUsers/{id}: removes a link (not one made at sign-up). */
export function deleteSocialUser(id: string) {
  return http.delete<boolean>(`socialUsers/${encodeURIComponent(id)}`);
}
