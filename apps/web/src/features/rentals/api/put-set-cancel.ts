import type { SubscDetail } from '@shop/domain/api/subscs-read';
import { http } from '../../../shared/http/http';

export type SetCancelBody = { spot_id?: number | null };

/**
 * PUT subscs/{id}/setCancel: cancels an order not yet started. The reasons are posted on their own
 * afterwards (postFeedbackUser).
 */
export function putSetCancel(subscId: number, body: SetCancelBody): Promise<SubscDetail> {
  return http.put<SubscDetail>(`subscs/${subscId}/setCancel`, body);
}
