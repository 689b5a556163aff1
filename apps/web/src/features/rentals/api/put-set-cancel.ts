import type { SubscDetail, setCancelBodySchema } from '@shop/domain/api/subscs-read';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type SetCancelBody = z.infer<typeof setCancelBodySchema>;

/**
 * PUT subscs/{id}/setCancel: cancels an order not yet started. The reasons are posted on their own
 * afterwards (postFeedbackUser).
 */
export function putSetCancel(subscId: number, body: SetCancelBody): Promise<SubscDetail> {
  return http.put<SubscDetail>(`subscs/${subscId}/setCancel`, body);
}
