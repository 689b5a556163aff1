import { z } from 'zod';
import { CARE_QUEUE_GROUPS } from '../../care/care-queue-groups';
import { addressFields } from '../address-fields';
import { careQuoteSchema } from '../cares';
import { fileFields, int, timestampFields } from '../fields';
import { pageQueryFields } from './page-query';
import { rentalPaymentSchema } from './rentals';

/** Shapes of the console's AS calls: the queue, one request, its quote and the staff moves. */

export const CARE_QUOTE_MAX_LINES = 10;

const groupKeys = CARE_QUEUE_GROUPS.map((g) => g.key) as [
  (typeof CARE_QUEUE_GROUPS)[number]['key'],
  ...(typeof CARE_QUEUE_GROUPS)[number]['key'][],
];

export const careQueueQuerySchema = z.object({
  group: z.enum(groupKeys).default('staff'),
  state: z.coerce.number().int().min(0).max(10_000).optional(),
  /** An AS number, or part of the customer's name or e-mail. */
  q: z.string().trim().max(100, '검색어는 100자 이내로 입력해 주세요.').optional(),
  ...pageQueryFields(),
});
export type CareQueueQuery = z.infer<typeof careQueueQuerySchema>;

export const careRowSchema = z.object({
  id: int,
  state: int,
  label: z.string(),
  title: z.string(),
  customer_id: int,
  customer_name: z.string(),
  rental_id: int,
  quote_amount: int.nullable(),
  /** The visit staff booked, or the reinstall day the customer confirmed. */
  spot_set_at: z.string().nullable(),
  ...timestampFields,
});
export type CareRow = z.infer<typeof careRowSchema>;

export const quoteLineSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, '항목 이름을 입력해 주세요.')
    .max(50, '항목 이름은 50자 이내로 입력해 주세요.'),
  amount: z
    .number({ error: '금액을 숫자로 입력해 주세요.' })
    .int('원 단위로 입력해 주세요.')
    .min(0, '금액은 0원 이상이어야 합니다.')
    .max(5_000_000, '항목 금액은 500만 원 이하로 입력해 주세요.'),
});

export const quoteBodySchema = z.object({
  lines: z
    .array(quoteLineSchema)
    .min(1, '견적 항목을 하나 이상 입력해 주세요.')
    .max(CARE_QUOTE_MAX_LINES, `견적 항목은 ${CARE_QUOTE_MAX_LINES}개까지 입력할 수 있습니다.`),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

export const careMoveBodySchema = z
  .object({
    note: z.string().trim().max(200, '메모는 200자 이내로 입력해 주세요.').optional(),
    /** Who goes, on the moves that assign a visit (`CARE_ASSIGN_MOVES`), where it is required. */
    worker: z.string().trim().max(30, '30자 이내로 입력해 주세요.').optional(),
  })
  .nullish();

/** The AS moves that send someone to the customer: staff name who goes, as on a rental's assignments. */
export const CARE_ASSIGN_MOVES: readonly string[] = ['assignVisit', 'assignReinstall'];

export const careDetailSchema = careRowSchema.extend({
  content: z.string(),
  rental_title: z.string(),
  prod_title: z.string().nullable(),
  sn: z.string().nullable(),
  /** The visit address, masked like every console view of a customer. */
  spot: z.object({ ...addressFields, weekend: z.boolean() }).nullable(),
  atts: z.array(z.object({ id: int, name: z.string(), ...fileFields, url: z.string() })),
  quote: careQuoteSchema.nullable(),
  quote_editable: z.boolean(),
  /**
   * Every charge the customer's paying step made for this request, declined ones too, as the rental's
   * payments read (refunded, refundable), with the card and when it was made or paid.
   */
  payments: z.array(rentalPaymentSchema.extend({ card: z.string(), at: z.string() })),
  history: z.array(z.object({ state: int, label: z.string(), note: z.string(), at: z.string() })),
  moves: z.array(z.object({ name: z.string(), label: z.string() })),
});
export type CareDetail = z.infer<typeof careDetailSchema>;
