import { z } from 'zod';
import { int, iso } from './fields';
import { paymentSchema } from './payments';
import { recordKindSchema } from './record-kind';

/** Billing history, the overdue-payment retry and the contract calls (rental-lifecycle.md section 7). */

export const billingQuerySchema = z.object({
  orderer_id: z.coerce.number().int().positive(),
  orderer_type: z.string().max(20),
  type: z.string().max(20).optional(),
});

/** Money given back on a charge: pending until the provider confirms it (state SUCCESS, 600). */
export const billingRefundSchema = z.object({
  id: int,
  cost: int,
  state: int,
  state_title: z.string(),
  reason: z.string(),
  created_at: iso,
  done_at: z.string().nullable(),
});
export type BillingRefund = z.infer<typeof billingRefundSchema>;

/**
 * A charge of a rental with what it paid (or failed to pay): monthly rounds, a termination's penalty or a
 * loss charge, the overdue interest it included, and the refunds made on it.
 */
export const billingPaymentSchema = paymentSchema.extend({
  interest: int,
  record_subscs: z.array(
    z.object({
      id: int,
      kind: recordKindSchema,
      round: int,
      state: int,
      cost: int,
      due_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  refunds: z.array(billingRefundSchema),
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
