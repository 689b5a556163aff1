import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';

export const TOKEN_FAMILY_PRUNE_BATCH = 1_000;

/**
 * Deletes the refresh tokens of families that can no longer sign anyone in: every token of the family
 * expired, or the family revoked. A family still alive keeps its rotated tokens, whose replay revokes it
 * (refresh-tokens.ts). Answers how many families went, a batch at a time.
 */
export async function pruneEndedTokenFamilies(db: Db, now: Date): Promise<number> {
  const ended = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .groupBy(refreshTokens.familyId)
    .having(
      sql`max(${refreshTokens.expiresAt}) <= ${now} or bool_and(${refreshTokens.revokedAt} is not null)`,
    )
    .limit(TOKEN_FAMILY_PRUNE_BATCH);
  const gone = await db
    .delete(refreshTokens)
    .where(sql`${refreshTokens.familyId} in (${ended})`)
    .returning({ familyId: refreshTokens.familyId });
  return new Set(gone.map((row) => row.familyId)).size;
}
