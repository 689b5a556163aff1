import type { PurOrder } from '@shop/domain/api/pur-orders';
import type { purOrders } from '../../db/schema';

export function purOrderView(row: typeof purOrders.$inferSelect): PurOrder {
  return {
    id: row.id,
    cart_id: row.cartId,
    cost: row.cost,
    orderable_id: row.orderableId,
    orderable_type: row.orderableType,
    orderer_id: row.ordererId,
    orderer_type: row.ordererType,
    title: row.title,
    type_pay: row.typePay,
    type_provide: row.typeProvide,
    user_id: row.userId,
    state: row.state,
    spot_id: row.spotId,
    payment_id: row.paymentId,
    orderable: row.orderable,
    created_at: row.createdAt.toISOString(),
  };
}
