import type { Forum } from '@shop/domain/api/forums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET forums/{id}: one notice; an unknown id answers 404. */
export function getForum(id: number) {
  return http.get<Forum>(`forums/${id}`);
}

export const forumQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['forums', id] as const, queryFn: () => getForum(id) });

/** The screen's main query: a 404 or 500 swaps the page for the error screen. */
export function useForum(id: number) {
  return useQuery({ ...forumQueryOptions(id), throwOnError: throwPageErrors });
}
