import { z } from 'zod';
import { MORPH_TYPE } from '../codes/morph-type';
import { cartItemInputSchema } from './carts';
import { int, iso } from './fields';

export const RENTAL_ORDERS_ONLY_MESSAGE = '렌탈 주문만 받을 수 있습니다.';

/** POST purOrders: the items (server cart local_ids, or whole cart items), the address and the orderer type. */
export const purOrdersCreateBodySchema = z.object({
  items: z
    .array(z.union([z.string().min(1).max(100), cartItemInputSchema]))
    .min(1)
    .max(10),
  spot_id: int.positive(),
  /** The shop takes rental orders only (a purchase outright is not sold yet): any other type is refused. */
  orderer_type: z.literal(MORPH_TYPE.SUBSC, { message: RENTAL_ORDERS_ONLY_MESSAGE }).optional(),
});

export const purOrderSchema = z.object({
  id: int,
  cart_id: int.nullable(),
  cost: int,
  orderable_id: int,
  orderable_type: int,
  orderer_id: int.nullable(),
  orderer_type: int,
  title: z.string(),
  type_pay: int.nullable(),
  type_provide: int.nullable(),
  user_id: int,
  state: int,
  spot_id: int.nullable(),
  payment_id: int.nullable(),
  orderable: z.record(z.string(), z.unknown()),
  created_at: iso,
});
export type PurOrder = z.infer<typeof purOrderSchema>;
