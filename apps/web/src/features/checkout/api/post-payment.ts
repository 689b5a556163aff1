import type { Payment } from '@shop/domain/api/payments';
import { http } from '../../../shared/http/http';

export type PaymentBody = {
  pur_orders: number[];
  payment_bill_auth_id: number;
  cost: number;
  title: string;
  type_api: 'clone';
  doc_ids: number[];
};

/** POST payments: the first instalment charged with the chosen card; answers the payment, paid or failed. */
export function postPayment(body: PaymentBody, idempotencyKey: string): Promise<Payment | null> {
  return http.post<Payment | null>('payments', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
