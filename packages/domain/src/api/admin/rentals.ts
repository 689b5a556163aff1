import { z } from 'zod';
import { int, iso } from '../fields';
import { rentalAddOnSchema } from '../subscs-read';
import { pageQueryFields, searchText } from './page-query';
import { reasonText } from './reason-text';

/** Shapes of the console's rental, payment and dashboard calls. */

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
  id: int,
  /** 주문번호 (SD-000123), as the customer sees it. */
  order_number: z.string(),
  title: z.string(),
  customer_id: int,
  customer_name: z.string(),
  state: int,
  state_req: int,
  label: z.string(),
  cost: int,
  duration: int,
  unpaid_count: int,
  start_at: iso.nullable(),
  stop_at: iso.nullable(),
  next_at: iso.nullable(),
  created_at: iso,
});
export type RentalRowView = z.infer<typeof rentalRowSchema>;

/** A row of the console's rentals list: with whether its pickup is under way past the booked day. */
export const rentalListRowSchema = rentalRowSchema.extend({ pickup_late: z.boolean() });
export type RentalListRow = z.infer<typeof rentalListRowSchema>;

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
  /** The unit's state while the rental holds it; null once released (or with no unit). */
  state: int.nullable(),
  /** False once the unit has left the rental (returned, lost, order cancelled): `sn` is then the one it had. */
  held: z.boolean(),
});

export const rentalPaymentSchema = z.object({
  id: int,
  title: z.string(),
  cost: int,
  state: int,
  state_label: z.string(),
  paid_at: iso.nullable(),
  /** Given back, confirmed by the card company. */
  refunded: int,
  /** Asked of the card company, not confirmed yet. */
  refunding: int,
  refundable: int,
});
export type RentalPayment = z.infer<typeof rentalPaymentSchema>;

export const rentalMoveSchema = z.object({
  name: z.string(),
  label: z.string(),
  form: z.enum(['install', 'assign', 'termination', 'lost', 'reason', 'plain']),
  danger: z.boolean(),
});

export const rentalDetailSchema = rentalRowSchema.extend({
  cat_title: z.string().nullable(),
  units: z.array(rentalUnitSchema),
  /** The paid add-ons ordered with it (the installer brings them too), each with its monthly fee. */
  add_ons: z.array(rentalAddOnSchema),
  payments: z.array(rentalPaymentSchema),
  /**
   * What ending the order now (a cancel, a refusal, a failed payment, a void) would give back to the card:
   * its paid first instalment, as the customer's order cancel counts it (order-cancel-refund.ts).
   */
  order_end_refund: int,
  /** The installer the order was assigned to (설치 기사 배정), which 설치 완료 offers; null before that. */
  installer: z.string().nullable(),
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
  id: int,
  amount: int,
  state: z.enum(['settled', 'retry', 'failed', 'busy']),
});

export const dashboardSchema = z.object({
  today: z.string(),
  new_orders: int,
  installs_due: int,
  /** Rentals with a pickup under way, whatever started it (pickup-under-way.ts). */
  pickups_due: int,
  terminations_waiting: int,
  charges_due_today: int,
  charges_failed: int,
  charges_recovered_this_month: int,
  cares_by_state: z.array(z.object({ state: int, label: z.string(), count: int })),
  revenue_this_month: int,
  revenue_by_month: z.array(z.object({ month: z.string(), amount: int })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
