import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { spots } from '../../db/schema';

/** The customer's own address-book entries that are not deleted. */
export const ownSpots = (userId: number) =>
  and(morphPointsAt(spots, 'spotable', MORPH_TYPE.USER, userId), isNull(spots.deletedAt));

/** One of the caller's own, not deleted addresses; null for another's, a deleted one or none. */
export async function ownSpot(db: Db, userId: number, spotId: number) {
  const [spot] = await db
    .select()
    .from(spots)
    .where(and(eq(spots.id, spotId), ownSpots(userId)));
  return spot ?? null;
}
