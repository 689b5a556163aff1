import type { Payment, paymentCreateBodySchema } from '@shop/domain/api/payments';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type PaymentBody = z.input<typeof paymentCreateBodySchema>;

/** POST payments: the first instalment charged with the chosen card; answers the payment, paid or failed. */
export function postPayment(body: PaymentBody, idempotencyKey: string): Promise<Payment | null> {
  return http.post<Payment | null>('payments', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
