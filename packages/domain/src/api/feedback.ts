import { z } from 'zod';

/** Request and response shapes of the reason-survey calls (storefront-and-account.md 7). */

export const feedbackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  feedback_cat_id: z.number().int(),
});

export const feedbackCatSchema = z.object({
  id: z.number().int(),
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
  id: z.number().int(),
  user_id: z.number().int(),
  feedback_id: z.number().int(),
  feedback_cat_id: z.number().int(),
  feedbackable_type: z.number().int().nullable(),
  feedbackable_id: z.number().int().nullable(),
  created_at: z.string(),
});
