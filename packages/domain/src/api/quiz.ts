import { z } from 'zod';
import { attSchema, prodSummarySchema } from './catalog';
import { int, morphFields } from './fields';

/** Request and response shapes of the taste quiz calls (storefront-and-account.md 2.8 and 7). */

/** An answer of a question; `atts` carry its picture in the image layout. */
export const favSchema = z.object({
  id: int,
  fav_cat_id: int,
  title: z.string(),
  atts: z.array(attSchema),
});
export type Fav = z.infer<typeof favSchema>;

/** A question: `type_layout` is text (100) or image (200). */
export const favCatSchema = z.object({
  id: int,
  title: z.string(),
  type_layout: int,
  favs: z.array(favSchema),
});
export type FavCat = z.infer<typeof favCatSchema>;

export const favableSchema = z.object({
  id: int,
  ...morphFields('favable'),
  favable: prodSummarySchema,
});

/** A result symbol; `content` is an intro and a body separated by a slash. */
export const favSymbolSchema = z.object({
  id: int,
  title: z.string(),
  content: z.string(),
  atts: z.array(attSchema),
  favables_with_favable: z.array(favableSchema),
});
export type FavSymbol = z.infer<typeof favSymbolSchema>;

/** The answers chosen, one answer (fav) id per question. */
export const quizAnswersSchema = z.object({
  items: z.array(z.coerce.number().int().positive()).max(100),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;
