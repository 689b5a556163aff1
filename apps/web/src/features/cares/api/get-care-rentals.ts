import type { Subsc } from '@shop/domain/api/subscs-read';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { PER_PAGE_ALL } from '@shop/domain/limits/pagination';
import { mayTerminate } from '@shop/domain/rental/gates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/**
 * GET subscs?state=400&per_page=-1: the running rentals, of which those installed (ENABLE with
 * SET_COMPLETE, the AS button's condition) can get an AS request when the form opens without subsc_id.
 */
export async function getCareRentals(): Promise<Subsc[]> {
  const page = await http.getPage<Subsc>('subscs', {
    query: { state: SUBSC_STATE.ENABLE, per_page: PER_PAGE_ALL },
  });
  return page.data.filter((s) => mayTerminate(s));
}

export const careRentalsQueryOptions = () =>
  queryOptions({ queryKey: ['subscs', 'list', 'care'] as const, queryFn: getCareRentals });

export function useCareRentals(enabled: boolean) {
  return useQuery({ ...careRentalsQueryOptions(), enabled });
}
