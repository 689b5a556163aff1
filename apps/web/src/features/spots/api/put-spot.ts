import type { SpotView } from '@shop/domain/api/spots';
import type { Spot } from '@shop/domain/validation/spot-schema';
import { http } from '../../../shared/http/http';

/** PUT spots/{id}: the whole entry replaced by the form. */
export function putSpot(spotId: number, spot: Spot): Promise<SpotView> {
  return http.put<SpotView>(`spots/${spotId}`, spot);
}
