import { z } from 'zod';
import { int } from './fields';
import { subscBriefSchema } from './payments';
import { prodOrdererSchema, rentalAddOnSchema, shipBriefSchema } from './subscs-read';

/** POST subscs: confirms the rentals a successful payment created (idempotent). */
export const subscsCreateBodySchema = z
  .object({
    payment_id: int.positive(),
    cost: z.number().optional(),
    duration: int.optional(),
    subsc_cat_id: int.nullable().optional(),
    user_id: int.optional(),
    state: int.optional(),
    state_req: int.optional(),
  })
  .passthrough();

/** A rental the payment created: the rental as a payment lists it, with its order and what was ordered. */
export const subscCreatedSchema = subscBriefSchema.extend({
  cost_duration: int,
  subsc_cat_id: int.nullable(),
  user_id: int,
  pur_order_id: int,
  ship_id: int.nullable(),
  /** 주문번호 (SD-000123). */
  order_number: z.string(),
  /** The delivery to the address the order was placed with. */
  ship: shipBriefSchema.nullable(),
  /**
   * The delivery dates PUT ships/{id} accepts today (yyyy-MM-dd, Seoul calendar), decided on the server's
   * clock: the complete page offers these, not dates counted from the device's own (maybe wrong) date.
   */
  spot_set_range: z.object({ earliest: z.string(), latest: z.string() }),
  /** What was ordered: the product in its colour, a package with its parts. */
  prod_orderers: z.array(prodOrdererSchema),
  /** The paid add-ons ordered with it, each with its monthly fee (part of `cost`). */
  add_ons: z.array(rentalAddOnSchema),
});
export type SubscCreated = z.infer<typeof subscCreatedSchema>;
