import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, morph, options, state, timestamps, title, won } from './columns';
import { staffUsers } from './staff';
import { spots, users } from './users';

export type CartOptions = {
  prod_conns_select?: { prod_id: number; prod_opt_id?: number | null }[];
  prod_opts_select?: number[];
  subsc_cat?: { id: number; subsc_cat_opt_id: number; val?: number } | null;
};

/** A signed-in customer's server cart; `local_id` ties an item to its copy in the browser. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: fk('user_id', () => users.id, 'cascade'),
    localId: text('local_id').notNull(),
    ...morph('cartable'),
    options: options<CartOptions>(),
    ordererType: integer('orderer_type').notNull(),
    state: state(),
    selected: boolean('selected').notNull().default(true),
    qty: integer('qty').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('carts_user_local_uniq').on(t.userId, t.localId),
    index('carts_user_idx').on(t.userId, t.state),
  ],
);

/** What a charge pays: a checkout's first instalment, a monthly round, overdue records, a final penalty. */
export type ChargePurpose = 'checkout' | 'round' | 'unpaid' | 'penalty' | 'care';

/**
 * Payments: a card registration (type BILL_AUTH, holding only the billing key, issuer code and masked number)
 * or a charge (type BILL) made with a registered card. `content.steps` records each provider call.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: fk('user_id', () => users.id),
    type: integer('type').notNull(),
    state: state(),
    title: text('title').notNull().default(''),
    cost: won('cost'),
    typeApi: text('type_api').notNull().default('clone'),
    typeProvide: integer('type_provide'),
    provider: text('provider').notNull(),
    /** The provider's payment or billing-key issue id. */
    pmId: text('pm_id'),
    billKey: text('bill_key'),
    cardCode: text('card_code'),
    cardNumber: text('card_number'),
    /** The registered card (a BILL_AUTH payment) this charge used. */
    paymentBillAuthId: integer('payment_bill_auth_id'),
    /** The overdue interest (1 %) this charge included, on top of the records it pays. */
    interest: won('interest'),
    content: jsonb('content')
      .$type<{ steps: { at: string; name: string; instance: string }[]; purpose?: ChargePurpose }>()
      .notNull()
      .default({ steps: [] }),
    paidAt: at('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.type, t.state),
    index('payments_bill_key_idx').on(t.billKey),
    // Our payment id of a charge at the provider: one row per provider payment, never recorded twice.
    uniqueIndex('payments_charge_pm_id_uniq')
      .on(t.pmId)
      .where(sql`${t.type} = ${sql.raw(String(PAYMENT_TYPE.BILL))}`),
    index('payments_pending_idx').on(t.state, t.createdAt),
  ],
);

/**
 * Money given back on a charge, whole or in part: an order cancel's first instalment, or a staff refund.
 * Written before the provider is asked, so a refund the provider did not confirm is retried by the engine
 * until it is settled.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: fk('payment_id', () => payments.id),
    userId: fk('user_id', () => users.id),
    amount: won('amount'),
    reason: text('reason').notNull(),
    /** PENDING (-400) until the provider confirms, then SUCCESS (600). */
    state: state(),
    attempts: integer('attempts').notNull().default(0),
    nextTryAt: at('next_try_at'),
    lastError: text('last_error'),
    /** The records this refund gives back (they become refunded once it is settled). */
    recordSubscIds: jsonb('record_subsc_ids').$type<number[]>().notNull().default([]),
    doneAt: at('done_at'),
    ...timestamps(),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), index('refunds_due_idx').on(t.state, t.nextTryAt)],
);

/** Which card (a BILL_AUTH payment) pays which orderer (a subscription). */
export const paymentOrderers = pgTable(
  'payment_orderers',
  {
    id: id(),
    paymentId: fk('payment_id', () => payments.id),
    ...morph('orderer'),
    state: state(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_orderers_payment_idx').on(t.paymentId),
    index('payment_orderers_orderer_idx').on(t.ordererType, t.ordererId, t.state),
  ],
);

/** A purchase order: one product line of a checkout, with a snapshot of what was chosen and its price. */
export const purOrders = pgTable(
  'pur_orders',
  {
    id: id(),
    userId: fk('user_id', () => users.id),
    cartId: integer('cart_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    spotId: integer('spot_id').references(() => spots.id),
    ...morph('orderable'),
    orderable: jsonb('orderable').$type<Record<string, unknown>>().notNull().default({}),
    ordererType: integer('orderer_type').notNull(),
    ordererId: integer('orderer_id'),
    title: title(),
    cost: won('cost'),
    typePay: integer('type_pay'),
    typeProvide: integer('type_provide'),
    state: state(),
    ...timestamps(),
  },
  (t) => [
    index('pur_orders_user_idx').on(t.userId, t.createdAt),
    index('pur_orders_payment_idx').on(t.paymentId),
    // A customer's orders still waiting for their payment (superseded by their next order).
    index('pur_orders_unpaid_user_idx')
      .on(t.userId)
      .where(sql`${t.state} = ${sql.raw(String(PUR_ORDER_STATE.BILL_UNPAID))} and ${t.paymentId} is null`),
    index('pur_orders_orderer_idx').on(t.ordererType, t.ordererId),
  ],
);

/**
 * The stored answer of a write made with an Idempotency-Key, replayed on a retry. A key belongs to one
 * owner, a customer (`user_id`: their create calls) or a staff member (`staff_id`: their console writes),
 * never both, so two owners' keys never meet.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_uniq').on(t.userId, t.route, t.key),
    uniqueIndex('idempotency_keys_staff_uniq').on(t.staffId, t.route, t.key),
    check('idempotency_keys_one_owner', sql`(${t.userId} is null) <> (${t.staffId} is null)`),
  ],
);

/** Deliveries and pickups (shippable_type is a morph type id: subsc 960, care 120). */
export const ships = pgTable(
  'ships',
  {
    id: id(),
    userId: fk('user_id', () => users.id),
    ...morph('shippable'),
    type: integer('type').notNull(),
    state: state(),
    stateReq: integer('state_req'),
    cost: won('cost'),
    spotOut: text('spot_out'),
    spotOutCode: text('spot_out_code'),
    spotOutDesc: text('spot_out_desc'),
    spotOutTel: text('spot_out_tel'),
    spotOutUserName: text('spot_out_user_name'),
    spotOutAt: at('spot_out_at'),
    spotSet: text('spot_set'),
    spotSetCode: text('spot_set_code'),
    spotSetDesc: text('spot_set_desc'),
    spotSetTel: text('spot_set_tel'),
    spotSetUserName: text('spot_set_user_name'),
    spotSetAt: at('spot_set_at'),
    options: options<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [index('ships_target_idx').on(t.shippableType, t.shippableId), index('ships_user_idx').on(t.userId)],
);

/**
 * A card registration a customer started (POST payments/billAuth), whichever the provider: confirming one
 * needs its issue id, started by the same customer, unused and recent, so a billing key alone (someone
 * else's, or made up) registers nothing.
 */
export const billAuthIssues = pgTable('bill_auth_issues', {
  issueId: text('issue_id').primaryKey(),
  userId: fk('user_id', () => users.id),
  /** The registration it ended in (a successful or failed bill-auth payment row). */
  paymentId: integer('payment_id').references(() => payments.id),
  createdAt: createdAt(),
});
