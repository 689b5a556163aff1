import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, morph, options, sort, state, timestamps, title, won } from './columns';

/** Makers (brands) and other companies; the company pages' three brands are ids 1, 2 and 3. */
export const corps = pgTable('corps', {
  id: id(),
  title: title(),
  titleEn: text('title_en'),
  content: text('content').notNull().default(''),
  sort: sort(),
  createdAt: createdAt(),
});

export const prodCats = pgTable('prod_cats', {
  id: id(),
  title: title(),
  slug: text('slug').notNull().unique(),
  state: state(),
  sort: sort(),
  createdAt: createdAt(),
});

export type ProdContent = {
  editor?: string;
  detail?: string;
  spec?: string;
  information?: string;
  delivery?: string;
  refund?: string;
};

export const prods = pgTable(
  'prods',
  {
    id: id(),
    title: title(),
    code: text('code').notNull().unique(),
    typeConn: integer('type_conn').notNull(),
    typeStock: integer('type_stock').notNull(),
    state: state(),
    stateProvide: integer('state_provide').notNull(),
    prodCatId: integer('prod_cat_id').references(() => prodCats.id),
    corpMakerId: integer('corp_maker_id').references(() => corps.id),
    /** The subscription category shown by default on the product page. */
    subscCatId: integer('subsc_cat_id').references(() => subscCats.id),
    /** Purchase price in won. */
    cost: won('cost'),
    content: jsonb('content').$type<ProdContent>().notNull().default({}),
    sort: sort(),
    ...timestamps(),
  },
  (t) => [
    index('prods_cat_idx').on(t.prodCatId, t.state, t.sort),
    index('prods_maker_idx').on(t.corpMakerId, t.state, t.sort),
    index('prods_type_conn_idx').on(t.typeConn, t.state, t.sort),
    index('prods_subsc_cat_idx').on(t.subscCatId),
    // The storefront's list without a filter (visible products by sort): read in order, not sorted whole.
    index('prods_state_sort_idx').on(t.state, t.sort, t.id),
  ],
);

/** Colour, duration and grade options of a product; colours carry their CSS colour in `val`. */
export const prodOpts = pgTable(
  'prod_opts',
  {
    id: id(),
    prodId: fk('prod_id', () => prods.id, 'cascade'),
    type: integer('type').notNull(),
    title: title(),
    val: text('val'),
    /** Monthly surcharge in won. */
    cost: won('cost'),
    sort: sort(),
  },
  (t) => [index('prod_opts_prod_idx').on(t.prodId, t.type, t.sort)],
);

/** Parts of a package (type DEFAULT) and add-on accessories of a product (type OPTION). */
export const prodConns = pgTable(
  'prod_conns',
  {
    id: id(),
    prodId: fk('prod_id', () => prods.id, 'cascade'),
    prodConnId: fk('prod_conn_id', () => prods.id),
    type: integer('type').notNull(),
    sort: sort(),
  },
  (t) => [
    index('prod_conns_prod_idx').on(t.prodId, t.type, t.sort),
    index('prod_conns_conn_idx').on(t.prodConnId),
  ],
);

/** One row per physical unit; a unit held by an order points at its product orderer. */
export const prodStocks = pgTable(
  'prod_stocks',
  {
    id: id(),
    prodId: fk('prod_id', () => prods.id),
    prodOptId: integer('prod_opt_id').references(() => prodOpts.id),
    sn: text('sn').notNull().unique(),
    state: state(),
    tradeType: integer('trade_type').notNull(),
    prodOrdererId: integer('prod_orderer_id'),
    ...timestamps(),
  },
  (t) => [index('prod_stocks_avail_idx').on(t.prodId, t.prodOptId, t.state, t.prodOrdererId)],
);

export const stockLogs = pgTable('stock_logs', {
  id: id(),
  prodStockId: fk('prod_stock_id', () => prodStocks.id),
  state: state(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

export const tags = pgTable('tags', {
  id: id(),
  title: title(),
  state: state(),
  sort: sort(),
});

/** Tags on anything; `taggable_type` is a morph type id (prod 800). */
export const tagTaggables = pgTable(
  'tag_taggables',
  {
    id: id(),
    tagId: fk('tag_id', () => tags.id, 'cascade'),
    ...morph('taggable'),
  },
  (t) => [
    uniqueIndex('tag_taggables_uniq').on(t.tagId, t.taggableType, t.taggableId),
    index('tag_taggables_target_idx').on(t.taggableType, t.taggableId),
  ],
);

export const prodAssocs = pgTable(
  'prod_assocs',
  {
    id: id(),
    prodId: fk('prod_id', () => prods.id, 'cascade'),
    prodAssocId: fk('prod_assoc_id', () => prods.id),
    type: integer('type').notNull(),
    sort: sort(),
  },
  (t) => [index('prod_assocs_prod_idx').on(t.prodId, t.sort)],
);

export type SubscCatOptions = { only_pkg?: boolean; prod_opt_ids?: number[]; content?: string };

/** Subscription categories: rental-with-takeover (400) and exchange subscription (600). */
export const subscCats = pgTable('subsc_cats', {
  id: id(),
  type: integer('type').notNull(),
  state: state(),
  title: title(),
  content: text('content').notNull().default(''),
  cost: won('cost'),
  options: options<SubscCatOptions>(),
  sort: sort(),
  createdAt: createdAt(),
});

/** Duration options of a subscription category (val = months). */
export const subscCatOpts = pgTable(
  'subsc_cat_opts',
  {
    id: id(),
    subscCatId: fk('subsc_cat_id', () => subscCats.id, 'cascade'),
    type: integer('type').notNull(),
    val: integer('val').notNull(),
    cost: won('cost'),
    title: title(),
    selected: boolean('selected').notNull().default(false),
    options: options<{ ctr_change?: number }>(),
    sort: sort(),
  },
  (t) => [index('subsc_cat_opts_cat_idx').on(t.subscCatId, t.sort)],
);

/** A product's monthly fee for one duration option of a subscription category. */
export const prodSubscCatOpts = pgTable(
  'prod_subsc_cat_opts',
  {
    id: id(),
    prodId: fk('prod_id', () => prods.id, 'cascade'),
    subscCatOptId: fk('subsc_cat_opt_id', () => subscCatOpts.id, 'cascade'),
    /** Monthly fee in won for this duration. */
    costSubsc: won('cost_subsc'),
    /** The whole term: monthly fee × months. */
    costSubscDuration: won('cost_subsc_duration'),
    title: text('title').notNull().default(''),
    val: integer('val').notNull(),
  },
  (t) => [
    uniqueIndex('prod_subsc_cat_opts_uniq').on(t.prodId, t.subscCatOptId),
    index('prod_subsc_cat_opts_opt_idx').on(t.subscCatOptId),
  ],
);

/** Discounts on a product (or anything else by morph type); the last one in sort order applies. */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    ...morph('discountable'),
    title: text('title').notNull().default(''),
    typeVal: text('type_val').$type<'COST' | 'RATE'>().notNull(),
    val: integer('val').notNull(),
    state: state(),
    startAt: at('start_at'),
    stopAt: at('stop_at'),
    sort: sort(),
  },
  (t) => [index('discounts_target_idx').on(t.discountableType, t.discountableId, t.state)],
);

/** Files attached to anything; `attachable_type` is a morph type id, `role` the url key (prod, prodConn, …). */
export const atts = pgTable(
  'atts',
  {
    id: id(),
    ...morph('attachable'),
    type: integer('type').notNull(),
    role: text('role').notNull(),
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name').notNull().default(''),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [index('atts_target_idx').on(t.attachableType, t.attachableId, t.sort)],
);
