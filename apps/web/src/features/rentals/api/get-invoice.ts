import type { Invoice } from '@shop/domain/api/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

export type InvoiceRound = number | 'latest';

/** GET subscs/{id}/invoices/{round}: one billing round's invoice of the customer's rental. */
export function getInvoice(subscId: number, round: InvoiceRound): Promise<Invoice> {
  return http.get<Invoice>(`subscs/${subscId}/invoices/${round}`);
}

// The PDF link inside lives 10 minutes: read the invoice again well before.
export const invoiceQueryOptions = (subscId: number, round: InvoiceRound) =>
  queryOptions({
    queryKey: ['subscs', 'invoice', subscId, round] as const,
    queryFn: () => getInvoice(subscId, round),
    staleTime: 5 * 60_000,
  });

/** Another customer's rental or a round never billed reaches the error boundary as the 404 screen. */
export function useInvoice(subscId: number, round: InvoiceRound) {
  return useQuery({ ...invoiceQueryOptions(subscId, round), throwOnError: throwPageErrors });
}
