import { z } from 'zod';
import { prodSummarySchema } from './catalog';
import { int } from './fields';

/** Request and response shapes of the associated-products call (storefront-and-account.md 2.5 and 7). */

export const prodAssocSchema = z.object({
  id: int,
  /** related (100) or recommend (200). */
  type: int,
  prod_assoc: prodSummarySchema,
});
export type ProdAssoc = z.infer<typeof prodAssocSchema>;

export const prodAssocsQuerySchema = z.object({
  prod_id: z.coerce.number().int().positive(),
  type: z.coerce.number().int().optional(),
});
