import type { SubscCreated, subscsCreateBodySchema } from '@shop/domain/api/subscs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** POST subscs {payment_id}: the rentals of a paid checkout (201; the same answer however often asked). */
export function postSubscs(paymentId: number, idempotencyKey?: string): Promise<SubscCreated[] | unknown> {
  return http.post<SubscCreated[] | unknown>(
    'subscs',
    { payment_id: paymentId } satisfies z.infer<typeof subscsCreateBodySchema>,
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
  );
}

/** The complete page reads the rentals (and their delivery ids) of its payment the same way. */
export const paidSubscsQueryOptions = (paymentId: number) =>
  queryOptions({
    queryKey: ['subscs', 'ofPayment', paymentId] as const,
    queryFn: async () => {
      const answer = await postSubscs(paymentId);
      return Array.isArray(answer) ? (answer as SubscCreated[]) : [];
    },
    staleTime: Infinity,
  });

export function usePaidSubscs(paymentId: number) {
  return useQuery(paidSubscsQueryOptions(paymentId));
}
