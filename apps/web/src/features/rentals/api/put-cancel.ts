import type { SubscDetail, terminateBodySchema } from '@shop/domain/api/subscs-read';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type TerminateBody = z.infer<typeof terminateBodySchema>;

/**
 * PUT subscs/{id}/cancel: asks for the termination of a running rental with its pickup. The reasons are
 * posted on their own afterwards (postFeedbackUser).
 */
export function putCancel(subscId: number, body: TerminateBody): Promise<SubscDetail> {
  return http.put<SubscDetail>(`subscs/${subscId}/cancel`, body);
}
