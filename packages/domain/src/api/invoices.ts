import { z } from 'zod';
import { int, iso } from './fields';
import { recordKindSchema } from './record-kind';
import { rentalAddOnSchema } from './subscs-read';

/**
 * The invoice of one billing round of a rental (청구서): GET subscs/{id}/invoices/{round}, where round is
 * the round's number (1 … the term's months), 0 for a termination's penalty or a loss charge, or `latest`
 * for the last round billed. Its PDF is GET subscs/{id}/invoices/{round}/pdf, with the bearer token or the signed `pdf_url`.
 */

export const invoiceParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  round: z.union([z.literal('latest'), z.coerce.number().int().min(0).max(1000)]),
});

/** The signed link of `pdf_url`: a browser download carries no bearer header. */
export const invoicePdfQuerySchema = z.object({
  token: z.string().min(10).max(2000).optional(),
  disposition: z.enum(['inline', 'attachment']).optional(),
});

export const invoiceCardSchema = z.object({
  card_code: z.string().nullable(),
  /** The issuer's Korean name (신한, 삼성, …), '' when unknown. */
  card_title: z.string(),
  /** Masked: 4242-****-****-4242. */
  card_number: z.string().nullable(),
});

/** The charge that paid the round (or last tried to): its own number, the provider's, and what it held. */
export const invoicePaymentSchema = z.object({
  id: int,
  /** The provider's transaction id (승인 번호), shown as the receipt number. */
  receipt_no: z.string().nullable(),
  state: int,
  state_title: z.string(),
  /** The whole charge: this round, any other records it paid together, and its interest. */
  cost: int,
  interest: int,
  created_at: iso,
  paid_at: z.string().nullable(),
  /** What the charge paid: 6·7회차, 7회차 + 위약금, 분실 변상금. */
  paid_for: z.string(),
});

export const invoiceRoundRefSchema = z.object({
  kind: recordKindSchema,
  round: int,
  state: int,
});

export const invoiceSchema = z.object({
  subsc_id: int,
  subsc_title: z.string(),
  customer_name: z.string(),
  kind: recordKindSchema,
  /** 1 … rounds_total; 0 for a penalty or a loss charge. */
  round: int,
  /** The term's months: as many rounds. */
  rounds_total: int,
  /** 7/48회차, 해지 위약금 or 분실 변상금. */
  label: z.string(),
  /** The days the round pays for (Seoul days); null for a penalty or a loss charge. */
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  /** The record's state (RECORD_STATE): paid, unpaid, being charged, refunded, written off. */
  state: int,
  state_title: z.string(),
  /** Monthly fee before the discount (the charge itself for a penalty or a loss charge). */
  list_cost: int,
  /**
   * The paid add-ons the monthly fee includes, each with its part of it (ordered with the rental); none for
   * a penalty or a rental ordered without.
   */
  add_ons: z.array(rentalAddOnSchema),
  /** Monthly discount taken off the list fee. */
  discount: int,
  /** The round's own amount: list_cost − discount. */
  cost: int,
  /** The 1 % overdue interest of a round paid late or still unpaid; 0 otherwise. */
  interest: int,
  /** cost + interest. */
  total: int,
  card: invoiceCardSchema.nullable(),
  payment: invoicePaymentSchema.nullable(),
  /** Every round billed so far (then a penalty or a loss charge), oldest first, for moving between invoices. */
  rounds: z.array(invoiceRoundRefSchema),
  issued_at: z.string(),
  /** A 10-minute signed link to the PDF (attachment). */
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceRoundRef = z.infer<typeof invoiceRoundRefSchema>;

export const INVOICE_NOT_FOUND_MESSAGE = '청구서를 찾을 수 없습니다.';
