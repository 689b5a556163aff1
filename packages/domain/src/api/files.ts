import { z } from 'zod';
import { attSchema } from './catalog';
import { fileFields, iso, morphFields } from './fields';

/** A stored file offered as a download: `download_url` answers it under its Korean `name`. */
export const downloadFields = { download_url: z.string(), name: z.string(), ...fileFields };

/**
 * Attachment rows as the development pages /atts and /atts/{attId} show them: the attachment as the
 * storefront has it, with what it is attached to and its file.
 */
export const attRowSchema = attSchema.extend({
  ...morphFields('attachable'),
  ...downloadFields,
  created_at: iso,
});
export type AttRow = z.infer<typeof attRowSchema>;

export const attsQuerySchema = z.object({
  attachable_type: z.coerce.number().int().optional(),
  attachable_id: z.coerce.number().int().positive().optional(),
});
