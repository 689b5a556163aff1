import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cares, subscs } from '../../db/schema';

/**
 * Is the thing `type` and `id` name (a rental or an AS request) the caller's? Another customer's, an unknown
 * one and any other kind of thing are not.
 */
export async function ownsRentalOrCare(
  db: Db,
  userId: number,
  type: number | null | undefined,
  id: number,
): Promise<boolean> {
  const table = type === MORPH_TYPE.SUBSC ? subscs : type === MORPH_TYPE.CARE ? cares : null;
  if (!table) return false;
  const [own] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return own !== undefined;
}
