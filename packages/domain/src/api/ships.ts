import { z } from 'zod';

/** PUT ships/{id}: the delivery date picked on the complete page (yyyy-MM-dd, Seoul calendar). */
export const shipUpdateBodySchema = z.object({ spot_set_at: z.string().max(40) });

export const shipSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  shippable_type: z.number().int(),
  shippable_id: z.number().int(),
  type: z.number().int(),
  state: z.number().int(),
  state_req: z.number().int().nullable(),
  cost: z.number().int(),
  spot_set: z.string().nullable(),
  spot_set_code: z.string().nullable(),
  spot_set_desc: z.string().nullable(),
  spot_set_tel: z.string().nullable(),
  spot_set_user_name: z.string().nullable(),
  /** yyyy-MM-dd, or null while no date is chosen. */
  spot_set_at: z.string().nullable(),
});
export type Ship = z.infer<typeof shipSchema>;

export const shipUpdateAnswerSchema = z.object({ data: shipSchema, message: z.string() });
