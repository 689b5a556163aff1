import { z } from 'zod';
import { CARE_SYMPTOM_MAX_LENGTH, CARE_SYMPTOM_REQUIRED_MESSAGE, careSymptomError } from '../care/care-rules';
import { addressFields } from './address-fields';
import { fileFields, int, iso } from './fields';
import { prodOrdererSchema } from './subscs-read';

/** Request and response shapes of the AS (care) calls (rental-lifecycle.md sections 3 and 7). */

/** One product's symptom: the same rule and message as the form (care-rules.ts, at least 10 characters). */
const careSymptomSchema = z
  .string()
  .trim()
  .min(1, { error: CARE_SYMPTOM_REQUIRED_MESSAGE, abort: true })
  .max(CARE_SYMPTOM_MAX_LENGTH)
  .superRefine((symptom, ctx) => {
    const message = careSymptomError(symptom);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const careCreateBodySchema = z
  .object({
    prod_orderers: z.array(z.coerce.number().int().positive()).min(1).max(20),
    /** The symptom of each product, in the same order: every product needs its own. */
    contents: z.array(careSymptomSchema).max(20),
    spot_id: z.coerce.number().int().positive(),
  })
  .refine((b) => new Set(b.prod_orderers).size === b.prod_orderers.length, {
    message: '같은 상품이 두 번 선택되었습니다.',
    path: ['prod_orderers'],
  })
  .refine((b) => b.contents.length === b.prod_orderers.length, {
    message: CARE_SYMPTOM_REQUIRED_MESSAGE,
    path: ['contents'],
  });

export const careAttSchema = z.object({
  id: int,
  path: z.string(),
  name: z.string(),
  ...fileFields,
  urls: z.object({ care: z.string() }),
});

/** A repair quote staff wrote: its lines, their sum, when the customer paid it and what was refunded of it. */
export const careQuoteSchema = z.object({
  lines: z.array(z.object({ title: z.string(), amount: int })),
  amount: int,
  paid_at: z.string().nullable(),
  /** Ours: the amount staff refunded of the charge that paid it, confirmed by the card company (0 when none). */
  refunded: int,
  /** Ours: refunds of it the card company has not confirmed yet (0 when none). */
  refunding: int,
});

export const careSchema = z.object({
  id: int,
  state: int,
  state_title: z.string(),
  /** The state's message (section 4), '' when it has none. */
  state_message: z.string(),
  title: z.string(),
  content: z.string(),
  created_at: iso,
  pur_order_id: int.nullable(),
  spot_set_at: z.string().nullable(),
  subsc_id: int,
  spot: z.object({ id: int, ...addressFields }).nullable(),
  prod_orderer: prodOrdererSchema.nullable(),
  prodStock: z.object({ sn: z.string() }).nullable(),
  atts: z.array(careAttSchema),
  /** Ours: the repair quote staff wrote, which the paying step charges (null until there is one). */
  quote: careQuoteSchema.nullable(),
  /** Ours: the card the paying step charges (the rental's), while the quote waits to be paid. */
  payment_card: z.object({ title: z.string(), number: z.string() }).nullable(),
  /** Ours: the reinstall visit dates (yyyy-MM-dd) the customer may confirm, while that is the next step. */
  visit_dates: z.array(z.string()),
});
export type Care = z.infer<typeof careSchema>;

/**
 * PATCH cares/{id}: the state the customer moves to; confirming the visit (SET) may name the day chosen
 * from `visit_dates` (ours; without it the first allowed day, the documents' "3 days ahead").
 */
export const carePatchBodySchema = z.object({
  state: z.coerce.number().int(),
  spot_set_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '방문일을 YYYY-MM-DD 형식으로 보내 주세요.')
    .optional(),
});

/** POST atts (multipart) fields besides the file. */
export const careAttFieldsSchema = z.object({
  attachable_type: z.literal('care'),
  attachable_id: z.coerce.number().int().positive(),
  role: z.literal('care'),
});

export const CARE_ATT_MAX_BYTES = 10 * 1024 * 1024;
/** The documents set no limit; five files per request keep a request reviewable (ours). */
export const CARE_ATT_MAX_FILES = 5;
export const CARE_ATT_COUNT_MESSAGE = `첨부 파일은 ${CARE_ATT_MAX_FILES}개까지 올릴 수 있습니다.`;
export const CARE_ATT_TYPE_MESSAGE = 'jpg, png, pdf 파일만 올릴 수 있습니다.';
export const CARE_ATT_SIZE_MESSAGE = '10MB 이하의 파일만 올릴 수 있습니다.';
