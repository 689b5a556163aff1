import type { Ship, shipUpdateBodySchema } from '@shop/domain/api/ships';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** PUT ships/{id} {spot_set_at}: the delivery date (yyyy-MM-dd). */
export function putShip(shipId: number, spotSetAt: string): Promise<Ship> {
  return http.put<Ship>(`ships/${shipId}`, {
    spot_set_at: spotSetAt,
  } satisfies z.infer<typeof shipUpdateBodySchema>);
}
