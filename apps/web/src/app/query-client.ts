import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/http/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; retry once for network or server trouble.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status < 500 && error.status > 0),
      },
    },
  });
}
