import { z } from 'zod';

/** Attachment rows as the development pages /atts and /atts/{attId} show them. */
export const attRowSchema = z.object({
  id: z.number().int(),
  attachable_type: z.number().int(),
  attachable_id: z.number().int(),
  type: z.number().int(),
  role: z.string(),
  url: z.string(),
  download_url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sort: z.number().int(),
  created_at: z.string(),
});
export type AttRow = z.infer<typeof attRowSchema>;

export const attsQuerySchema = z.object({
  attachable_type: z.coerce.number().int().optional(),
  attachable_id: z.coerce.number().int().positive().optional(),
});
