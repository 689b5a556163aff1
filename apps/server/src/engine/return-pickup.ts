import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { pickupDateRange, seoulDate } from '@shop/domain/rental/pickup-date';
import { and, desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ships } from '../db/schema';
import { isDeliveryShip, shipsOfRental } from '../modules/rentals/ship-conditions';
import { SHIP_TYPE_RETURN } from '../modules/rentals/ship-types';
import type { RentalRow } from './rental-facts';

/**
 * Books the return pickup of a rental's units (an ended term's, or a rental's sent to collection): a
 * return ship from the address it was delivered to, on the earliest pickup day. Returns that day.
 */
export async function bookReturnPickup(tx: Db, row: RentalRow, now: Date): Promise<Date | null> {
  const [delivery] = await tx
    .select()
    .from(ships)
    .where(and(shipsOfRental(row.id), isDeliveryShip()))
    .orderBy(desc(ships.id))
    .limit(1);
  const pickupAt = seoulDate(pickupDateRange(now).earliest);
  await tx.insert(ships).values({
    userId: row.userId,
    shippableType: MORPH_TYPE.SUBSC,
    shippableId: row.id,
    type: SHIP_TYPE_RETURN,
    state: SHIP_STATE.RESERVATION,
    stateReq: row.stateReq,
    spotOut: delivery?.spotSet ?? null,
    spotOutCode: delivery?.spotSetCode ?? null,
    spotOutDesc: delivery?.spotSetDesc ?? null,
    spotOutTel: delivery?.spotSetTel ?? null,
    spotOutUserName: delivery?.spotSetUserName ?? null,
    spotOutAt: pickupAt,
    createdAt: now,
    updatedAt: now,
  });
  return pickupAt;
}
