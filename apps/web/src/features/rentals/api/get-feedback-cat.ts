import type { FeedbackCat } from '@shop/domain/api/feedback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** The reason survey of both cancel wizards. */
export const CANCEL_FEEDBACK_CAT_ID = 1;

/** GET feedbackCats/1: the survey's title and its reasons. */
export function getFeedbackCat(id: number): Promise<FeedbackCat> {
  return http.get<FeedbackCat>(`feedbackCats/${id}`);
}

export const feedbackCatQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['feedbackCats', id] as const,
    queryFn: () => getFeedbackCat(id),
    staleTime: 10 * 60_000,
  });

export function useFeedbackCat(id: number) {
  return useQuery(feedbackCatQueryOptions(id));
}
