import { z } from 'zod';
import { messageEnvelope } from './envelope';
import { shipAddressFields } from './ship-address';

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
  /** The delivery address; `spot_set_at` is null while no date is chosen. */
  ...shipAddressFields('spot_set'),
});
export type Ship = z.infer<typeof shipSchema>;

export const shipUpdateAnswerSchema = messageEnvelope(shipSchema);
