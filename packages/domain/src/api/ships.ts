import { z } from 'zod';
import { messageEnvelope } from './envelope';
import { int, morphFields } from './fields';
import { shipAddressFields } from './ship-address';

/** PUT ships/{id}: the delivery date picked on the complete page (yyyy-MM-dd, Seoul calendar). */
export const shipUpdateBodySchema = z.object({ spot_set_at: z.string().max(40) });

export const shipSchema = z.object({
  id: int,
  user_id: int,
  ...morphFields('shippable'),
  type: int,
  state: int,
  state_req: int.nullable(),
  cost: int,
  /** The delivery address; `spot_set_at` is null while no date is chosen. */
  ...shipAddressFields('spot_set'),
});
export type Ship = z.infer<typeof shipSchema>;

export const shipUpdateAnswerSchema = messageEnvelope(shipSchema);
