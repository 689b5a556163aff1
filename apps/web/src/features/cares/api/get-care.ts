import type { Care } from '@shop/domain/api/cares';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET cares/{id}: one AS request (another customer's answers 404). */
export function getCare(careId: number): Promise<Care> {
  return http.get<Care>(`cares/${careId}`);
}

export const careQueryOptions = (careId: number) =>
  queryOptions({ queryKey: ['cares', 'detail', careId] as const, queryFn: () => getCare(careId) });

export function useCare(careId: number) {
  return useQuery({ ...careQueryOptions(careId), throwOnError: throwPageErrors });
}
