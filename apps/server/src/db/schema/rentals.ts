import type { RecordKind } from '@shop/domain/api/record-kind';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscCats } from './catalog';
import { at, createdAt, fk, id, morph, options, state, timestamps, won } from './columns';
import { payments, purOrders } from './orders';
import { staffUsers } from './staff';
import { spots, users } from './users';

/** A rental (subscription): fixed term in months, billed monthly with the card of its payment orderer. */
export const subscs = pgTable(
  'subscs',
  {
    id: id(),
    userId: fk('user_id', () => users.id),
    subscCatId: integer('subsc_cat_id').references(() => subscCats.id),
    state: state(),
    stateReq: integer('state_req').notNull(),
    duration: integer('duration').notNull(),
    /** Monthly bill in won. */
    cost: won('cost'),
    costDuration: won('cost_duration'),
    startAt: at('start_at'),
    stopAt: at('stop_at'),
    /** The Seoul day the next monthly round is due; null once every round of the term is billed. */
    nextAt: at('next_at'),
    /** When the engine next retries the unpaid rounds on its own; null when no automatic retry is left. */
    retryAt: at('retry_at'),
    /** Automatic retries made since the last unpaid round appeared. */
    retryCount: integer('retry_count').notNull().default(0),
    /** When the end-of-term notice was sent. */
    termNoticeAt: at('term_notice_at'),
    options: options<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    index('subscs_user_idx').on(t.userId, t.state, t.createdAt),
    index('subscs_next_idx').on(t.state, t.nextAt),
    index('subscs_retry_idx').on(t.state, t.retryAt),
    index('subscs_stop_idx').on(t.state, t.stopAt),
  ],
);

/**
 * How many rentals are in each state and request state, so the console's list can say how many a group
 * holds without counting a million rows. Kept by the statement triggers of migration 0012 on every insert,
 * update, delete and truncate of `subscs`, whatever writes it; a transaction adds to the slot its id picks
 * (sixteen, as catalog_version), so writers seldom wait for one another. A group's total is the sum of its
 * rows.
 */
export const subscCounts = pgTable(
  'subsc_counts',
  {
    state: state(),
    stateReq: integer('state_req').notNull(),
    slot: integer('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.state, t.stateReq, t.slot] })],
);

/** Every state change of a rental, written in the same transaction as the change. */
export const subscHistories = pgTable(
  'subsc_histories',
  {
    id: id(),
    subscId: fk('subsc_id', () => subscs.id, 'cascade'),
    state: state(),
    stateReq: integer('state_req').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('subsc_histories_subsc_idx').on(t.subscId, t.createdAt)],
);

/** A product inside an orderer (a subscription), with its parts as children and the unit (stock) it holds. */
export const prodOrderers = pgTable(
  'prod_orderers',
  {
    id: id(),
    ...morph('orderer'),
    parentId: integer('parent_id'),
    prodId: integer('prod_id').notNull(),
    prodStockId: integer('prod_stock_id'),
    prodOptIds: jsonb('prod_opt_ids').$type<number[]>().notNull().default([]),
    purOrderId: integer('pur_order_id').references(() => purOrders.id),
    duration: integer('duration'),
    costDuration: won('cost_duration'),
    ctr: integer('ctr').notNull().default(1),
    options: options<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('prod_orderers_orderer_idx').on(t.ordererType, t.ordererId),
    index('prod_orderers_parent_idx').on(t.parentId),
  ],
);

/** AS (repair) requests for a product of a rental. */
export const cares = pgTable(
  'cares',
  {
    id: id(),
    userId: fk('user_id', () => users.id),
    ...morph('careable'),
    prodOrdererId: integer('prod_orderer_id').references(() => prodOrderers.id),
    purOrderId: integer('pur_order_id').references(() => purOrders.id),
    spotId: integer('spot_id').references(() => spots.id),
    state: state(),
    type: integer('type').notNull().default(0),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    spotSetAt: at('spot_set_at'),
    ...timestamps(),
  },
  (t) => [
    index('cares_user_idx').on(t.userId, t.createdAt),
    index('cares_target_idx').on(t.careableType, t.careableId),
  ],
);

export const careHistories = pgTable('care_histories', {
  id: id(),
  careId: fk('care_id', () => cares.id, 'cascade'),
  state: state(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * What a rental owes: one row per monthly round (`kind` round), and the final penalty of a termination
 * (`kind` penalty, round 0) or the loss charge of a 분실 해지 (`kind` loss, round 0), each paid, unpaid,
 * being charged, refunded or written off. `kind` is plain text (no check constraint): a new kind needs no
 * migration.
 */
export const recordSubscs = pgTable(
  'record_subscs',
  {
    id: id(),
    subscId: fk('subsc_id', () => subscs.id, 'cascade'),
    /** The charge that paid it (or, while unpaid, the last that tried). */
    paymentId: integer('payment_id'),
    kind: text('kind').$type<RecordKind>().notNull().default('round'),
    round: integer('round').notNull(),
    state: state(),
    cost: won('cost'),
    dueAt: at('due_at').notNull(),
    paidAt: at('paid_at'),
    content: jsonb('content').$type<{ cost: number; created_at: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('record_subscs_subsc_idx').on(t.subscId, t.state, t.round),
    // The console's unpaid group counts its rentals from the few unpaid records, not from every rental.
    index('record_subscs_unpaid_idx')
      .on(t.subscId)
      .where(sql`${t.state} = ${sql.raw(String(RECORD_STATE.UNPAID))}`),
    // One row per round and one penalty (or loss charge) per rental: the engine's claim cannot happen twice.
    uniqueIndex('record_subscs_round_uniq').on(t.subscId, t.kind, t.round),
  ],
);

/** Which records (rounds, penalty) each charge tried to pay: checkout, monthly, retries and final charges. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    paymentId: integer('payment_id').notNull(),
    recordSubscId: fk('record_subsc_id', () => recordSubscs.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.recordSubscId] }),
    index('payment_records_record_idx').on(t.recordSubscId),
  ],
);

/** Uploaded rental contracts (contractable_type is a morph type id, subsc 960). */
export const recordContracts = pgTable(
  'record_contracts',
  {
    id: id(),
    ...morph('contractable'),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('record_contracts_target_idx').on(t.contractableType, t.contractableId)],
);

/**
 * The repair quote of an AS request: staff write its lines, the customer pays the total in the app through
 * the payments adapter (`payment_id` once charged).
 */
export const careQuotes = pgTable('care_quotes', {
  id: id(),
  careId: integer('care_id')
    .notNull()
    .unique()
    .references(() => cares.id),
  lines: jsonb('lines').$type<{ title: string; amount: number }[]>().notNull(),
  amount: won('amount'),
  staffId: integer('staff_id').references(() => staffUsers.id),
  paymentId: integer('payment_id').references(() => payments.id),
  paidAt: at('paid_at'),
  ...timestamps(),
});
