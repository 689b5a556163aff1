import { z } from 'zod';
import { CART_STATE } from '../codes/cart-state';
import { MORPH_TYPE } from '../codes/morph-type';
import { discountSchema, prodDetailSchema, prodOptSchema, prodPartSchema, subscCatSchema } from './catalog';
import { int } from './fields';

/**
 * Request and response shapes of the cart calls (storefront-and-account.md section 7): GET/POST carts,
 * POST carts/deleteItemsByLocalId and PATCH carts/prices. A client sends its items as it keeps them
 * (section 3); the server reads only the choice out of them and prices everything itself.
 */

const optRef = z.union([
  int,
  z.looseObject({ id: int, type: int.optional(), selected: z.boolean().optional() }),
]);
const partRef = z.union([
  z.looseObject({ prod_id: int, prod_opt_id: int.nullable().optional() }),
  z.looseObject({
    id: int,
    prod_opts: z
      .array(z.looseObject({ id: int, type: int.optional(), selected: z.boolean().optional() }))
      .optional(),
  }),
]);
const subscCatRef = z.union([
  z.looseObject({ id: int, subsc_cat_opt_id: int, val: int.optional() }),
  z.looseObject({
    id: int,
    subsc_cat_opts: z
      .array(z.looseObject({ id: int, val: int.optional(), selected: z.boolean().optional() }))
      .optional(),
  }),
]);

export const cartOptionsInputSchema = z.looseObject({
  prod_opts_select: z.array(optRef).nullish(),
  prod_conns_select: z.array(partRef).nullish(),
  subsc_cat: subscCatRef.nullish(),
});

/** One item as a client sends it; its price, discount and product copy are ignored. */
export const cartItemInputSchema = z.looseObject({
  local_id: z.string().trim().min(1).max(100),
  cartable_id: int,
  cartable_type: z.literal(MORPH_TYPE.PROD).optional(),
  options: cartOptionsInputSchema.nullish(),
  selected: z.boolean().optional(),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** POST carts takes `{items: [...]}` or one item. */
export const cartsPostBodySchema = z.union([
  z.object({ items: z.array(cartItemInputSchema).max(100) }),
  cartItemInputSchema,
]);
export type CartsPostBody = z.infer<typeof cartsPostBodySchema>;

export const deleteByLocalIdBodySchema = z.object({
  localIds: z.array(z.string().min(1).max(100)).max(100),
});

export const cartsPricesBodySchema = z.object({ carts: z.array(cartItemInputSchema).max(100) });

export const cartPriceLineSchema = z.object({
  local_id: z.string(),
  /** What is paid each month: `cost` less `cost_discount`. */
  duration_cost: int,
  /** The monthly discount in won. */
  cost_discount: int,
  /** The monthly price before the discount. */
  cost: int,
  /** Ours: months of the chosen duration, and ENABLE or DISABLE (-100) for an item that cannot be priced. */
  months: int,
  state: int,
});
export type CartPriceLineView = z.infer<typeof cartPriceLineSchema>;

/** A server cart item, in the shape the browser keeps it (section 3). */
export const cartItemSchema = z.object({
  id: int,
  local_id: z.string(),
  cartable_id: int,
  cartable_type: int,
  /** The product without its long HTML content; null once it is gone. */
  cartable: prodDetailSchema.omit({ content: true }).nullable(),
  options: z.object({
    prod_conns_select: z.array(prodPartSchema),
    prod_opts_select: z.array(prodOptSchema),
    subsc_cat: subscCatSchema.nullable(),
  }),
  orderer_type: int,
  /** ENABLE 100, or DISABLE -100 when the product or a chosen option no longer exists. */
  state: z.union([z.literal(CART_STATE.ENABLE), z.literal(CART_STATE.DISABLE)]),
  selected: z.boolean(),
  user_id: int,
  qty: int,
  discount: z.object({ id: int, val: int }).nullable(),
  discounts: z.array(discountSchema),
  /** Monthly price of the unit before the discount, in won. */
  cost: int,
});
export type CartItemView = z.infer<typeof cartItemSchema>;
