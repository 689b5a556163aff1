import { z } from 'zod';
import { cartItemInputSchema } from './carts';

/** POST purOrders: the items (server cart local_ids, or whole cart items), the address and the orderer type. */
export const purOrdersCreateBodySchema = z.object({
  items: z
    .array(z.union([z.string().min(1).max(100), cartItemInputSchema]))
    .min(1)
    .max(10),
  spot_id: z.number().int().positive(),
  orderer_type: z.number().int().optional(),
});

export const purOrderSchema = z.object({
  id: z.number().int(),
  cart_id: z.number().int().nullable(),
  cost: z.number().int(),
  orderable_id: z.number().int(),
  orderable_type: z.number().int(),
  orderer_id: z.number().int().nullable(),
  orderer_type: z.number().int(),
  title: z.string(),
  type_pay: z.number().int().nullable(),
  type_provide: z.number().int().nullable(),
  user_id: z.number().int(),
  state: z.number().int(),
  spot_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  orderable: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type PurOrder = z.infer<typeof purOrderSchema>;
