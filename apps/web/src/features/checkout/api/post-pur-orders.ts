import type { CartItemInput } from '@shop/domain/api/carts';
import type { PurOrder } from '@shop/domain/api/pur-orders';
import { http } from '../../../shared/http/http';

export type PurOrdersBody = { items: CartItemInput[]; spot_id: number; orderer_type?: number };

/** POST purOrders: the orders (priced and stock held by the server); must answer an array. */
export function postPurOrders(body: PurOrdersBody, idempotencyKey: string): Promise<PurOrder[] | unknown> {
  return http.post<PurOrder[] | unknown>('purOrders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
