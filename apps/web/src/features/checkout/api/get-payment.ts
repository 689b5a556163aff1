import type { Payment } from '@shop/domain/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET payments/{id}?withPaymentOrderer=true: the payment with its orders and rentals. */
export function getPayment(paymentId: number): Promise<Payment> {
  return http.get<Payment>(`payments/${paymentId}`, { query: { withPaymentOrderer: true } });
}

export const paymentQueryOptions = (paymentId: number) =>
  queryOptions({ queryKey: ['payments', paymentId] as const, queryFn: () => getPayment(paymentId) });

export function usePayment(paymentId: number) {
  return useQuery({ ...paymentQueryOptions(paymentId), throwOnError: throwPageErrors });
}
