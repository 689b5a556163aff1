import type { billAuthConfirmBodySchema, Payment } from '@shop/domain/api/payments';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/**
 * POST payments/billAuth/confirm: the server reads the card from the provider and records it. The key is
 * the registration's own id, so coming back to the page twice records the card once.
 */
export function postBillAuthConfirm(body: z.infer<typeof billAuthConfirmBodySchema>): Promise<Payment> {
  const key = `confirm:${body.issue_id}`;
  return http.post<Payment>('payments/billAuth/confirm', body, { headers: { 'Idempotency-Key': key } });
}
