import { useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../http/api-error';
import { http } from '../http/http';

/**
 * The main query of a screen that shows one record, `GET <resource>/{id}` cached as [resource, id] (a notice,
 * a document, an attachment): an unknown id (404) or a failed read (500) swaps the page for the error screen.
 */
export function recordScreenQuery<T>(resource: string) {
  return function useRecord(id: number) {
    return useQuery({
      queryKey: [resource, id] as const,
      queryFn: () => http.get<T>(`${resource}/${id}`),
      throwOnError: throwPageErrors,
    });
  };
}
