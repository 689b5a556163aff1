import { z } from 'zod';
import { MORPH_TYPE } from '../codes/morph-type';
import { cartItemInputSchema } from './carts';

export const RENTAL_ORDERS_ONLY_MESSAGE = '렌탈 주문만 받을 수 있습니다.';

/** POST purOrders: the items (server cart local_ids, or whole cart items), the address and the orderer type. */
export const purOrdersCreateBodySchema = z.object({
  items: z
    .array(z.union([z.string().min(1).max(100), cartItemInputSchema]))
    .min(1)
    .max(10),
  spot_id: z.number().int().positive(),
  /** The shop takes rental orders only (a purchase outright is not sold yet): any other type is refused. */
  orderer_type: z.literal(MORPH_TYPE.SUBSC, { message: RENTAL_ORDERS_ONLY_MESSAGE }).optional(),
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
