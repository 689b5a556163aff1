import type { SpotView } from '@shop/domain/api/spots';
import type { Spot } from '@shop/domain/validation/spot-schema';
import { http } from '../../../shared/http/http';

/** POST spots: a new address-book entry (the server checks the form and the postcode again). */
export function postSpot(spot: Spot): Promise<SpotView> {
  return http.post<SpotView>('spots', spot);
}
