import type { CartItemView } from '@shop/domain/api/carts';
import { http } from '../../http/http';

/**
 * POST carts with the local items: the server merges them by local_id and answers the whole server cart
 * (200 or 201). A 205 carries no list; it is answered as null, which the sync ignores.
 */
export async function postCarts(items: readonly unknown[]): Promise<CartItemView[] | null> {
  const data = await http.post<unknown>('carts', { items });
  return Array.isArray(data) ? (data as CartItemView[]) : null;
}
