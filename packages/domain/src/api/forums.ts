import { z } from 'zod';
import { int, iso } from './fields';

/** Request and response shapes of the forum calls (storefront-and-account.md 2.9 and 7). */

/** FAQ (100) or notice (200); `content` is sanitised HTML. */
export const forumSchema = z.object({
  id: int,
  type: int,
  slug: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  created_at: iso,
});
export type Forum = z.infer<typeof forumSchema>;

export const forumsQuerySchema = z.object({
  type: z.coerce.number().int().optional(),
  slug: z.string().min(1).max(200).optional(),
});
export type ForumsQuery = z.infer<typeof forumsQuerySchema>;
