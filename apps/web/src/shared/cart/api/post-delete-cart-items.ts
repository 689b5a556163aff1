import type { deleteByLocalIdBodySchema } from '@shop/domain/api/carts';
import type { z } from 'zod';
import { http } from '../../http/http';

/** POST carts/deleteItemsByLocalId: removes these items from the signed-in customer's server cart. */
export async function postDeleteCartItems(localIds: readonly string[]): Promise<void> {
  if (localIds.length === 0) return;
  await http.post('carts/deleteItemsByLocalId', { localIds: [...localIds] } satisfies z.infer<
    typeof deleteByLocalIdBodySchema
  >);
}
