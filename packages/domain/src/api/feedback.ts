import { z } from 'zod';
import { int, iso, morphFields } from './fields';

/** Request and response shapes of the reason-survey calls (storefront-and-account.md 7). */

export const feedbackSchema = z.object({
  id: int,
  title: z.string(),
  feedback_cat_id: int,
});

export const feedbackCatSchema = z.object({
  id: int,
  title: z.string(),
  feedbacks: z.array(feedbackSchema),
});
export type FeedbackCat = z.infer<typeof feedbackCatSchema>;

const id = z.coerce.number().int().positive();

export const feedbackUserCreateSchema = z.object({
  feedback_id: id,
  feedback_cat_id: id,
  /** What the answer is about, as a morph type id and a record id (for example the subscription). */
  feedbackable_type: z.coerce.number().int().positive().nullish(),
  feedbackable_id: id.nullish(),
});
export type FeedbackUserCreate = z.infer<typeof feedbackUserCreateSchema>;

export const feedbackUserSchema = z.object({
  id: int,
  user_id: int,
  feedback_id: int,
  feedback_cat_id: int,
  ...morphFields('feedbackable', int.nullable()),
  created_at: iso,
});
