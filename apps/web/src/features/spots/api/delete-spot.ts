import { http } from '../../../shared/http/http';

/** DELETE spots/{id}, after the customer confirmed. */
export async function deleteSpot(spotId: number): Promise<void> {
  await http.delete(`spots/${spotId}`);
}
