import { z } from 'zod';
import { MORPH_TYPE } from '../codes/morph-type';
import { attSchema, prodSummarySchema, subscCatSchema } from './catalog';
import { int, morphFields } from './fields';

/** Request and response shapes of the featured-list call (storefront-and-account.md 2.7 and 7). */

/** The attachable type of a featured group's image. */
export const FEATD_ATTACHABLE_TYPE = MORPH_TYPE.FEATD;

/** A product card with its default subscription category attached. */
export const featdProdSchema = prodSummarySchema.extend({ subsc_cat: subscCatSchema.nullable() });
export type FeatdProd = z.infer<typeof featdProdSchema>;

export const featdableSchema = z.object({
  id: int,
  /** A morph type id; only product (800) entries carry a `featdable`. */
  ...morphFields('featdable'),
  featdable: featdProdSchema.optional(),
});
export type Featdable = z.infer<typeof featdableSchema>;

export const featdSchema = z.object({
  id: int,
  title: z.string(),
  content: z.string(),
  atts: z.array(attSchema),
  featdables_with_featdable: z.array(featdableSchema),
});
export type Featd = z.infer<typeof featdSchema>;
