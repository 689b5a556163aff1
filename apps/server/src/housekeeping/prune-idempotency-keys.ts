import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/**
 * How long a kept answer is replayed to a retry with the same key. The app retries within seconds and makes
 * a new key for each action, so a day is generous; after it, a call with an old key runs again and the
 * database decides (an order already paid is refused).
 */
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;
export const IDEMPOTENCY_PRUNE_BATCH = 5_000;

/**
 * Deletes one batch of keys older than IDEMPOTENCY_KEEP_MS, answered or not (an unanswered claim that old
 * was left by a stopped server long ago). Answers how many went; a full batch means more may be left.
 */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEEP_MS);
  const gone = await db
    .delete(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.id} in (${db
        .select({ id: idempotencyKeys.id })
        .from(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .limit(IDEMPOTENCY_PRUNE_BATCH)})`,
    )
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
