import type { PostcodeAddress } from '@shop/domain/api/postcode';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../http/http';

/** GET postcodes?query=: the sample addresses matching every word of the query. */
export function getPostcodes(query: string): Promise<PostcodeAddress[]> {
  return http.get<PostcodeAddress[]>('postcodes', { query: { query } });
}

export const postcodesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['postcodes', query] as const,
    queryFn: () => getPostcodes(query),
    staleTime: 60_000,
  });

export function usePostcodes(query: string, enabled: boolean) {
  return useQuery({ ...postcodesQueryOptions(query), enabled });
}
