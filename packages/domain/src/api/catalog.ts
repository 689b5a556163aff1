import { z } from 'zod';
import { int, pictureSizeFields } from './fields';

/** Request and response shapes of the catalog calls (storefront-and-account.md section 7). */

export const attSchema = z.object({
  id: int,
  type: int,
  /** What the file is for: prod, prodConn, prodOpt, favSymbol, doc, … */
  role: z.string(),
  url: z.string(),
  ...pictureSizeFields,
  sort: int,
});
export type Att = z.infer<typeof attSchema>;

export const prodOptSchema = z.object({
  id: int,
  type: int,
  title: z.string(),
  /** A colour option's CSS colour. */
  val: z.string().nullable(),
  /** Monthly surcharge in won. */
  cost: int,
  selected: z.boolean(),
  atts: z.array(attSchema),
});
export type ProdOpt = z.infer<typeof prodOptSchema>;

export const discountSchema = z.object({
  id: int,
  title: z.string(),
  type_val: z.enum(['COST', 'RATE']),
  val: int,
});
export type Discount = z.infer<typeof discountSchema>;

export const makerSchema = z.object({ id: int, title: z.string() });

/** A product as lists show it. */
export const prodSummarySchema = z.object({
  id: int,
  title: z.string(),
  type_conn: int,
  type_stock: int,
  state: int,
  state_provide: int,
  prod_cat_id: int.nullable(),
  prod_cat_title: z.string().nullable(),
  corp_maker_id: int.nullable(),
  corp_maker: makerSchema.nullable(),
  /** Purchase price in won. */
  cost: int,
  /** The lowest monthly fee over the default subscription category's durations, before discounts. */
  cost_subsc: int.nullable(),
  /**
   * Ours: the term in months that `cost_subsc` belongs to (the shorter one when two cost the same), so a
   * card can say its basis (48개월 기준); null exactly when `cost_subsc` is.
   */
  cost_subsc_months: int.nullable(),
  subsc_cat_id: int.nullable(),
  atts: z.array(attSchema),
  prod_opts: z.array(prodOptSchema),
  discounts: z.array(discountSchema),
  discount_ctr: int,
});
export type ProdSummary = z.infer<typeof prodSummarySchema>;

export const prodsQuerySchema = z.object({
  type_conn: z.coerce.number().int().optional(),
  prod_cat_id: z.coerce.number().int().positive().optional(),
  corp_maker_id: z.coerce.number().int().positive().optional(),
  tag_id: z.coerce.number().int().positive().optional(),
  subsc_cat_id: z.coerce.number().int().positive().optional(),
  fav_symbol_id: z.coerce.number().int().positive().optional(),
});
export type ProdsQuery = z.infer<typeof prodsQuerySchema>;

export const prodCatSchema = z.object({
  id: int,
  title: z.string(),
  state: int,
  sort: int,
  /** Enabled, option-type products in the category. */
  prods_count: int,
  /** With `prods_simple`: each product's id, title, connection type and state. */
  prods: z.array(prodSummarySchema.pick({ id: true, title: true, type_conn: true, state: true })).optional(),
});
export type ProdCat = z.infer<typeof prodCatSchema>;

export const prodCatsQuerySchema = z.object({
  state: z.coerce.number().int().optional(),
  prods_simple: z.enum(['true', 'false', '1', '0']).optional(),
  prods_count_gt: z.coerce.number().int().min(0).optional(),
});

export const tagSchema = z.object({ id: int, title: z.string(), state: int });
export type Tag = z.infer<typeof tagSchema>;

/** One product's fee for one duration option. */
export const prodSubscCatOptSchema = z.object({
  prod_id: int,
  /** Base price of the product, for reference. */
  cost: int,
  /** Monthly fee in won at this duration. */
  cost_subsc: int,
  /** The whole term: monthly fee × months. */
  cost_subsc_duration: int,
  title: z.string(),
  val: int,
});

export const subscCatOptSchema = z.object({
  id: int,
  type: int,
  selected: z.boolean(),
  val: int,
  cost: int,
  title: z.string(),
  options: z.object({ ctr_change: z.number().optional() }),
  prod_subsc_cat_opts: z.array(prodSubscCatOptSchema).optional(),
});
export type SubscCatOpt = z.infer<typeof subscCatOptSchema>;

export const subscCatSchema = z.object({
  id: int,
  state: int,
  type: int,
  title: z.string(),
  content: z.string(),
  cost: int,
  atts: z.array(attSchema),
  options: z.object({
    only_pkg: z.boolean().optional(),
    prod_opt_ids: z.array(int).optional(),
    content: z.string().optional(),
  }),
  subsc_cat_opts: z.array(subscCatOptSchema),
});
export type SubscCat = z.infer<typeof subscCatSchema>;

export const subscCatsQuerySchema = z.object({
  type: z.enum(['multi', 'rental_take', '400', '600']).optional(),
});

export const stockQtyColorSchema = z.object({
  prod_id: int,
  prod_opt_type_color_id: int.nullable(),
  count: int,
  countAvail: int,
});

export const docLinkSchema = z.object({
  id: int,
  title: z.string(),
  type: int,
  url: z.string().nullable(),
});

/** A package part or an add-on accessory, with its own options and stock. */
export const prodPartSchema = prodSummarySchema.extend({
  conn_type: int,
  prod_stocks_qty_color: z.array(stockQtyColorSchema),
});

export const prodDetailSchema = prodSummarySchema.extend({
  content: z.object({
    editor: z.string().optional(),
    detail: z.string().optional(),
    spec: z.string().optional(),
    information: z.string().optional(),
    delivery: z.string().optional(),
    refund: z.string().optional(),
  }),
  prod_opts_with_att: z.array(prodOptSchema),
  prod_conns_pkg: z.array(prodPartSchema),
  prod_conns_conns: z.array(prodPartSchema),
  prod_stocks_qty_color: z.array(stockQtyColorSchema),
  subsc_cat: subscCatSchema.nullable(),
  docs: z.array(docLinkSchema),
  tag_taggables_with_tag: z.array(z.object({ id: int, tag: tagSchema })),
});
export type ProdDetail = z.infer<typeof prodDetailSchema>;
