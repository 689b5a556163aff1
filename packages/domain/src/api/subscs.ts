import { z } from 'zod';

/** POST subscs: confirms the rentals a successful payment created (idempotent). */
export const subscsCreateBodySchema = z
  .object({
    payment_id: z.number().int().positive(),
    cost: z.number().optional(),
    duration: z.number().int().optional(),
    subsc_cat_id: z.number().int().nullable().optional(),
    user_id: z.number().int().optional(),
    state: z.number().int().optional(),
    state_req: z.number().int().optional(),
  })
  .passthrough();

export const subscCreatedSchema = z.object({
  id: z.number().int(),
  cost: z.number().int(),
  cost_duration: z.number().int(),
  duration: z.number().int(),
  state: z.number().int(),
  state_req: z.number().int(),
  subsc_cat_id: z.number().int().nullable(),
  user_id: z.number().int(),
  pur_order_id: z.number().int(),
  ship_id: z.number().int().nullable(),
  title: z.string(),
  created_at: z.string(),
});
export type SubscCreated = z.infer<typeof subscCreatedSchema>;
