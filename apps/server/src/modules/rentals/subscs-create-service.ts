import type { SubscCreated } from '@shop/domain/api/subscs';
import { SUBSC_CREATE_FAIL_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { deliveryDateRange } from '@shop/domain/rental/delivery-date-range';
import { orderNumber } from '@shop/domain/rental/order-number';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { addOnsOf } from './subsc-view';
import { prodOrdererTrees, readConfirmedCheckout } from './subscs-confirm-read';

/** A timestamp as the database's JSON writes it (with the session's offset), as the API writes it (UTC, ms). */
const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * POST subscs: the rentals a paid checkout created, confirmed for the complete page: each with its order
 * number, its delivery address, what was ordered and its paid add-ons (as the rental detail shows them).
 * The payment's own transaction created them, so this only reads, in one statement
 * (`readConfirmedCheckout`): calling it again gives the same answer. `now` is the server's clock: the
 * delivery dates it offers are the ones PUT ships/{id} will accept, whatever the device's date.
 */
export async function confirmSubscs(
  db: Db,
  userId: number,
  paymentId: number,
  now: Date,
  /** The account's check the route's guard left to the read (`requireUserInStatement`). */
  account?: { userId: number; tokenVersion: number },
): Promise<SubscCreated[]> {
  const checkout = await readConfirmedCheckout(db, userId, paymentId, account);
  if (!checkout) throw notFound();
  if (checkout.state !== PAYMENT_STATE.BILL_SUCCESS) throw badRequest(SUBSC_CREATE_FAIL_MESSAGE);
  if (checkout.rentals.length === 0) throw badRequest(SUBSC_CREATE_FAIL_MESSAGE);
  const range = deliveryDateRange(now);
  return checkout.rentals.map((s) => ({
    id: s.id,
    cost: s.cost,
    cost_duration: s.cost_duration,
    duration: s.duration,
    state: s.state,
    state_req: s.state_req,
    subsc_cat_id: s.subsc_cat_id,
    user_id: s.user_id,
    pur_order_id: s.pur_order_id,
    ship_id: s.ship?.id ?? null,
    title: s.title,
    created_at: iso(s.created_at)!,
    order_number: orderNumber(s.id),
    ship: s.ship && { ...s.ship, spot_set_at: iso(s.ship.spot_set_at) },
    spot_set_range: range,
    prod_orderers: prodOrdererTrees(s.prod_orderers),
    add_ons: addOnsOf(s),
  }));
}
