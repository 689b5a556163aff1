import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** After a write: a function that marks the reads it changed stale, so every screen showing them reads again. */
export function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

/** A write (a TanStack mutation) after whose success the reads it changed (`changed`) are read again. */
export function useWrite<Body = void, Answer = unknown>(
  mutationFn: (body: Body) => Promise<Answer>,
  changed: QueryKey[],
) {
  const written = useInvalidate(...changed);
  return useMutation({ mutationFn, onSuccess: written });
}
