import type { CartItemInput } from '@shop/domain/api/carts';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type purOrders } from '../../db/schema';
import { restoreCartItems } from '../carts/cart-service';
import { releaseHolds } from '../checkout/stock-holds';

type Step = { at: string; name: string; instance: string };

/**
 * Undo of "create orders" and "reserve stock" after a declined or failed charge, in one transaction: the
 * payment kept as BILL_FAIL with every provider step (the fail page reads the last one), the orders
 * cancelled with their units released, and the items back in the customer's cart. Only a payment still
 * pending is settled; answers whether this call settled it.
 */
export async function recordFailedCheckout(
  db: Db,
  input: { userId: number; paymentId: number; orders: (typeof purOrders.$inferSelect)[]; steps: Step[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    // Settled once: a payment that is no longer pending was already recorded one way or the other.
    if (payment?.state !== STATE.PENDING) return false;
    await tx
      .update(payments)
      .set({
        state: PAYMENT_STATE.BILL_FAIL,
        updatedAt: new Date(),
        content: { steps: [...payment.content.steps, ...input.steps] },
      })
      .where(eq(payments.id, input.paymentId));
    await releaseHolds(
      tx,
      input.orders.map((o) => o.id),
    );
    const items = input.orders
      .map((o) => (o.orderable as { cart_item?: CartItemInput }).cart_item)
      .filter((item): item is CartItemInput => !!item);
    await restoreCartItems(tx, input.userId, items);
    return true;
  });
}
