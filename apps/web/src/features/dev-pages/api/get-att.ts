import type { AttRow } from '@shop/domain/api/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET atts/{id}; an unknown id answers 404. */
export function getAtt(id: number) {
  return http.get<AttRow>(`atts/${id}`);
}

export const attQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['atts', id] as const, queryFn: () => getAtt(id) });

export function useAtt(id: number) {
  return useQuery({ ...attQueryOptions(id), throwOnError: throwPageErrors });
}
