import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordSubscs } from '../../db/schema';

/** How many unpaid records each of these rentals has (absent: none), in one statement. */
export async function unpaidCounts(db: Db, subscIds: number[]): Promise<Map<number, number>> {
  if (subscIds.length === 0) return new Map();
  const rows = await db
    .select({ subscId: recordSubscs.subscId, n: count() })
    .from(recordSubscs)
    .where(and(inArray(recordSubscs.subscId, subscIds), eq(recordSubscs.state, RECORD_STATE.UNPAID)))
    .groupBy(recordSubscs.subscId);
  return new Map(rows.map((r) => [r.subscId, r.n]));
}
