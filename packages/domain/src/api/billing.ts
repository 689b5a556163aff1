import { z } from 'zod';
import { paymentSchema } from './payments';

/** Billing history, the overdue-payment retry and the contract calls (rental-lifecycle.md section 7). */

const int = z.number().int();

export const billingQuerySchema = z.object({
  orderer_id: z.coerce.number().int().positive(),
  orderer_type: z.string().max(20),
  type: z.string().max(20).optional(),
});

/** A charge of a rental with the monthly rounds it paid (or failed to pay). */
export const billingPaymentSchema = paymentSchema.extend({
  record_subscs: z.array(
    z.object({
      id: int,
      round: int,
      state: int,
      cost: int,
      due_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
});
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

export const recordPurOrderUnpaidBodySchema = z.object({ subsc_id: z.coerce.number().int().positive() });

export const recordPurOrderUnpaidSchema = z.object({
  subsc_id: int,
  payment_id: int,
  /** NORMAL (500) once the overdue rounds are paid. */
  state: int,
  cost: int,
  record_subscs: z.array(int),
});

export const UNPAID_RETRY_OK_MESSAGE = '결제를 재시도했습니다.';
export const UNPAID_RETRY_FAILED_MESSAGE = '결제를 재시도하지 못했습니다.';

export const recordContractQuerySchema = z.object({
  contractable_id: z.coerce.number().int().positive(),
  contractable_type: z.string().max(20),
});

/** `{url}`, or `{}` when the rental has no contract to show. */
export const recordContractUrlSchema = z.object({ url: z.string().optional() });
