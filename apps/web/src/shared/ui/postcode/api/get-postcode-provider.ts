import type { PostcodeProviderView } from '@shop/domain/api/postcode';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../http/http';

/** GET postcodes/provider: the Kakao widget (with its script) or the bundled sample search. */
export function getPostcodeProvider(): Promise<PostcodeProviderView> {
  return http.get<PostcodeProviderView>('postcodes/provider');
}

export const postcodeProviderQueryOptions = () =>
  queryOptions({
    queryKey: ['postcodes', 'provider'] as const,
    queryFn: getPostcodeProvider,
    staleTime: Infinity,
  });

export function usePostcodeProvider() {
  return useQuery(postcodeProviderQueryOptions());
}
