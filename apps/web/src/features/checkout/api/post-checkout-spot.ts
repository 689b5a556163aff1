import type { SpotView } from '@shop/domain/api/spots';
import type { Spot } from '@shop/domain/validation/spot-schema';
import { http } from '../../../shared/http/http';

/** POST spots: the address typed on the checkout, saved to the address book (the server checks the region). */
export function postCheckoutSpot(spot: Spot): Promise<SpotView> {
  return http.post<SpotView>('spots', spot);
}
