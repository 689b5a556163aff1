import type { SpotView } from '@shop/domain/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwPageErrors } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';
import { spotsQueryOptions } from '../../../shared/ui/address-sheet/api/get-spots';

/** GET spots/{id}: one entry of the customer's own address book (another's answers 404). */
export function getSpot(spotId: number): Promise<SpotView> {
  return http.get<SpotView>(`spots/${spotId}`);
}

export const spotQueryOptions = (spotId: number) =>
  queryOptions({
    queryKey: [...spotsQueryOptions().queryKey, spotId] as const,
    queryFn: () => getSpot(spotId),
  });

/** An unknown or another customer's entry reaches the route's error boundary as the 404 screen. */
export function useSpot(spotId: number) {
  return useQuery({ ...spotQueryOptions(spotId), throwOnError: throwPageErrors, gcTime: 0 });
}
