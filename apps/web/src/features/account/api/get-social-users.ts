import type { SocialUser } from '@shop/domain/api/social-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

/** GET socialUsers?user_id: the customer's linked social accounts. */
export function getSocialUsers(userId: string) {
  return http.get<SocialUser[]>('socialUsers', { query: { user_id: userId } });
}

export const socialUsersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['socialUsers', userId] as const, queryFn: () => getSocialUsers(userId) });

/** Links change on the provider pages, outside this screen: read them afresh each time it opens. */
export function useSocialUsers(userId: string) {
  return useQuery({ ...socialUsersQueryOptions(userId), refetchOnMount: 'always' });
}
