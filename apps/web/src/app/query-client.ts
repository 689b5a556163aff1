import { mayPassOnRetry } from '@shop/domain/api/api-error';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Once more for network or server trouble; a 404 or a refusal will not change by asking again.
        retry: (failureCount, error) => failureCount < 1 && mayPassOnRetry(error),
      },
    },
  });
}
