import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/** After a write: a function that marks the reads it changed stale, so every screen showing them reads again. */
export function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}
