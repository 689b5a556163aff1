import type { savedCardSchema } from '@shop/domain/api/payments';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { cardKeys } from '../../../shared/api/get-usable-cards';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET paymentOrderers?type=bill_auth: the saved cards, each with the rentals it pays. */
export async function getSavedCards(): Promise<SavedCard[]> {
  return (
    await http.getPage<SavedCard>('paymentOrderers', { query: { type: 'bill_auth', per_page: PER_PAGE_ALL } })
  ).data;
}

export const savedCardsQueryOptions = () =>
  queryOptions({ queryKey: cardKeys.saved, queryFn: getSavedCards });

export function useSavedCards() {
  return useQuery({ ...savedCardsQueryOptions(), throwOnError: throwPageErrors });
}
