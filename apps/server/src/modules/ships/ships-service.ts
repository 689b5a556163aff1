import type { Ship } from '@shop/domain/api/ships';
import { SHIP_SAVE_FAIL_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { isDeliveryDateAllowed } from '@shop/domain/rental/delivery-date-range';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ships } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

// Seoul keeps UTC+9 all year: a date there starts at 15:00 UTC the day before.
const SEOUL_OFFSET_MS = 9 * 3600_000;

function shipView(row: typeof ships.$inferSelect): Ship {
  return {
    id: row.id,
    user_id: row.userId,
    shippable_type: row.shippableType,
    shippable_id: row.shippableId,
    type: row.type,
    state: row.state,
    state_req: row.stateReq,
    cost: row.cost,
    spot_set: row.spotSet,
    spot_set_code: row.spotSetCode,
    spot_set_desc: row.spotSetDesc,
    spot_set_tel: row.spotSetTel,
    spot_set_user_name: row.spotSetUserName,
    spot_set_at: row.spotSetAt
      ? new Date(row.spotSetAt.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)
      : null,
  };
}

/**
 * PUT ships/{id}: the customer's delivery date for his own ship, while it is still a reservation; the date
 * (yyyy-MM-dd, or an ISO time read on the Seoul calendar) must lie in the domain's delivery-date range.
 */
export async function setDeliveryDate(
  db: Db,
  userId: number,
  id: number,
  spotSetAt: string,
  now = new Date(),
) {
  const [row] = await db
    .select()
    .from(ships)
    .where(and(eq(ships.id, id), eq(ships.userId, userId)));
  if (!row) throw notFound();
  const date = /^\d{4}-\d{2}-\d{2}/.exec(spotSetAt)?.[0] ?? '';
  if (row.state !== SHIP_STATE.RESERVATION || !isDeliveryDateAllowed(date, now)) {
    throw badRequest(SHIP_SAVE_FAIL_MESSAGE, { spot_set_at: [SHIP_SAVE_FAIL_MESSAGE] });
  }
  const [updated] = await db
    .update(ships)
    .set({ spotSetAt: new Date(Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS), updatedAt: new Date() })
    .where(eq(ships.id, id))
    .returning();
  return shipView(updated!);
}
