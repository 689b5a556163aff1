import type { carePatchBodySchema } from '@shop/domain/api/cares';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/**
 * PATCH cares/{id} {state}: true when the move went through (cancel, paying step, visit day). Confirming
 * the visit names the day chosen from the request's `visit_dates`.
 */
export async function patchCare(careId: number, state: number, spotSetAt?: string): Promise<boolean> {
  const body: z.infer<typeof carePatchBodySchema> = spotSetAt ? { state, spot_set_at: spotSetAt } : { state };
  return (await http.patch<boolean>(`cares/${careId}`, body)) === true;
}
