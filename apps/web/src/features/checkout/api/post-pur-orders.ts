import type { PurOrder, purOrdersCreateBodySchema } from '@shop/domain/api/pur-orders';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';

export type PurOrdersBody = z.infer<typeof purOrdersCreateBodySchema>;

/** POST purOrders: the orders (priced and stock held by the server); must answer an array. */
export function postPurOrders(body: PurOrdersBody, idempotencyKey: string): Promise<PurOrder[] | unknown> {
  return http.post<PurOrder[] | unknown>('purOrders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
