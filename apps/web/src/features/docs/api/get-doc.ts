import type { Doc } from '@shop/domain/api/docs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET docs/{id}; an unknown id answers 404. */
export function getDoc(id: number): Promise<Doc> {
  return http.get<Doc>(`docs/${id}`);
}

export const docQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['docs', id] as const, queryFn: () => getDoc(id) });

export function useDoc(id: number) {
  return useQuery({ ...docQueryOptions(id), throwOnError: throwPageErrors });
}
