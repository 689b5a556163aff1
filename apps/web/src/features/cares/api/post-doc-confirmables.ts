import { http } from '../../../shared/http/http';

export type DocConfirmableItem = {
  doc_id: number;
  state: number;
  confirmable_id: number;
  confirmable_type: number;
  type: number;
  user_id: number;
};

/** POST docConfirmables: records the customer's agreements (here: per AS request). */
export function postDocConfirmables(items: DocConfirmableItem[]): Promise<unknown> {
  return http.post('docConfirmables', { items });
}
