import type { SpotView, spotPatchBodySchema } from '@shop/domain/api/spots';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

/** PATCH spots/{id} {state: DEFAULT}: this entry becomes the default; the server unsets the previous one. */
export function patchSpotDefault(spotId: number): Promise<SpotView> {
  return http.patch<SpotView>(`spots/${spotId}`, {
    state: SPOT_STATE.DEFAULT,
  } satisfies z.infer<typeof spotPatchBodySchema>);
}
