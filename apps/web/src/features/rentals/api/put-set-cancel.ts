import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { http } from '../../../shared/http/http';

export type SetCancelBody = { feedback_ids: number[]; spot_id?: number | null };

/** PUT subscs/{id}/setCancel: cancels an order not yet started (reasons recorded by the server). */
export function putSetCancel(subscId: number, body: SetCancelBody): Promise<SubscDetail> {
  return http.put<SubscDetail>(`subscs/${subscId}/setCancel`, body);
}
