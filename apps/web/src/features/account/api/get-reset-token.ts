import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET users/authResetPassword/token?token=: true while the link is usable; 404 when invalid or used. */
export function getResetToken(token: string) {
  return http.get<true>('users/authResetPassword/token', { query: { token } });
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['resetToken', token] as const,
    queryFn: () => getResetToken(token),
    retry: false,
  });

export function useResetToken(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: token !== '' });
}
