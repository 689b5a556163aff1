import type { CartItemView } from '@shop/domain/api/carts';
import { http } from '../../http/http';

/** GET carts?per_page=-1: the signed-in customer's server cart. */
export async function getCarts(): Promise<CartItemView[]> {
  return (await http.getPage<CartItemView>('carts', { query: { per_page: -1 } })).data;
}
