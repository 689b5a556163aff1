import type { FeedbackUserCreate } from '@shop/domain/api/feedback';
import { http } from '../../../shared/http/http';

/** POST feedbackUsers: one answer of a survey (a cancel reason), about the rental it was given for. */
export function postFeedbackUser(body: FeedbackUserCreate): Promise<{ id: number }> {
  return http.post<{ id: number }>('feedbackUsers', body);
}
