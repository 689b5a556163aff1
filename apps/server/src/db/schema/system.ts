import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, timestamps, updatedAt } from './columns';

/**
 * The demo clock's offset from real time (CLOCK=demo, development only), shared by every instance: the
 * demo moves time forward by writing here, and each instance reads it before a request or a job.
 */
export const demoClock = pgTable('demo_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * The built-in test PG's own books (PAYMENTS_PROVIDER=simulator): card registrations started by a
 * customer and every charge, kept in the database like a PG's console so a restart or a second instance
 * loses nothing.
 */
export const simPgIssues = pgTable('sim_pg_issues', {
  issueId: text('issue_id').primaryKey(),
  userId: integer('user_id').notNull(),
  billingKey: text('billing_key'),
  resultmsg: text('resultmsg'),
  createdAt: createdAt(),
});

export const simPgCharges = pgTable('sim_pg_charges', {
  /** Our payment id: the PG refuses a second charge under the same id. */
  paymentId: text('payment_id').primaryKey(),
  billingKey: text('billing_key').notNull(),
  amount: integer('amount').notNull(),
  cancelledAmount: integer('cancelled_amount').notNull().default(0),
  status: text('status')
    .$type<'pending' | 'paid' | 'declined' | 'cancelled' | 'partial_cancelled'>()
    .notNull(),
  pgTxId: text('pg_tx_id'),
  paidAt: at('paid_at'),
  ...timestamps(),
});

/**
 * The catalogue's version is the sum of these sixteen rows (ids 1-16). A trigger on every table the
 * storefront's catalogue reads adds one to the row its transaction id picks, in the transaction of any write
 * (migrations 0010, 0011: sixteen rows so that concurrent writers seldom wait for each other's commit), so an
 * answer computed at a version is current until the version moves. Before sending a kept answer an instance
 * learns the version: on PostgreSQL by adding up the rows, embedded from the commit's announcement
 * (catalog-cache/).
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updatedAt: updatedAt(),
});
