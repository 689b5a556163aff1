import { z } from 'zod';
import { rentalAddOnSchema } from '../subscs-read';
import { pageQueryFields, searchText } from './page-query';
import { reasonText } from './reason-text';

/** Shapes of the console's rental, payment and dashboard calls. */

const id = z.number().int();
const iso = z.string();

export const RENTAL_GROUPS = [
  'all',
  'applied',
  'renting',
  'terminating',
  /** Rentals whose units are being fetched: a pickup booked and not closed (termination, term end, collection). */
  'pickups',
  'unpaid',
  'cancelled',
  'ended',
] as const;

export const rentalListQuerySchema = z.object({
  ...pageQueryFields(),
  group: z.enum(RENTAL_GROUPS).default('all'),
  /**
   * A rental id, its order number (SD-000123, or an invoice number of it), or part of the customer's name
   * or e-mail.
   */
  q: searchText,
});
export type RentalListQuery = z.infer<typeof rentalListQuerySchema>;

export const rentalRowSchema = z.object({
  id,
  /** 주문번호 (SD-000123), as the customer sees it. */
  order_number: z.string(),
  title: z.string(),
  customer_id: id,
  customer_name: z.string(),
  state: z.number().int(),
  state_req: z.number().int(),
  label: z.string(),
  cost: z.number().int(),
  duration: z.number().int(),
  unpaid_count: z.number().int(),
  start_at: iso.nullable(),
  stop_at: iso.nullable(),
  next_at: iso.nullable(),
  created_at: iso,
});
export type RentalRowView = z.infer<typeof rentalRowSchema>;

export const timelineEntrySchema = z.object({
  at: iso,
  kind: z.enum(['history', 'record', 'payment', 'refund', 'ship', 'care', 'message']),
  title: z.string(),
  detail: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const rentalUnitSchema = z.object({
  prod_title: z.string(),
  sn: z.string().nullable(),
  state: z.number().int().nullable(),
});

export const rentalPaymentSchema = z.object({
  id,
  title: z.string(),
  cost: z.number().int(),
  state: z.number().int(),
  state_label: z.string(),
  paid_at: iso.nullable(),
  refunded: z.number().int(),
  refundable: z.number().int(),
});
export type RentalPayment = z.infer<typeof rentalPaymentSchema>;

export const rentalMoveSchema = z.object({
  name: z.string(),
  label: z.string(),
  form: z.enum(['install', 'termination', 'lost', 'reason', 'plain']),
  danger: z.boolean(),
});

export const rentalDetailSchema = rentalRowSchema.extend({
  cat_title: z.string().nullable(),
  units: z.array(rentalUnitSchema),
  /** The paid add-ons ordered with it (the installer brings them too), each with its monthly fee. */
  add_ons: z.array(rentalAddOnSchema),
  payments: z.array(rentalPaymentSchema),
  timeline: z.array(timelineEntrySchema),
  moves: z.array(rentalMoveSchema),
});
export type RentalDetail = z.infer<typeof rentalDetailSchema>;

export const refundBodySchema = z.object({
  amount: z.number().int('원 단위로 입력해 주세요.').min(1, '환불 금액을 입력해 주세요.').max(100_000_000),
  reason: reasonText('환불 사유를 입력해 주세요.'),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundResultSchema = z.object({
  id,
  amount: z.number().int(),
  state: z.enum(['settled', 'retry', 'failed', 'busy']),
});

export const dashboardSchema = z.object({
  today: z.string(),
  new_orders: z.number().int(),
  installs_due: z.number().int(),
  /** Rentals with a pickup under way, whatever started it (pickup-under-way.ts). */
  pickups_due: z.number().int(),
  terminations_waiting: z.number().int(),
  charges_due_today: z.number().int(),
  charges_failed: z.number().int(),
  charges_recovered_this_month: z.number().int(),
  cares_by_state: z.array(z.object({ state: z.number().int(), label: z.string(), count: z.number().int() })),
  revenue_this_month: z.number().int(),
  revenue_by_month: z.array(z.object({ month: z.string(), amount: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
