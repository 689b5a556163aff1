import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { endSessions } from './end-sessions';
import { hashToken, randomToken } from './opaque-token';

export type IssuedRefreshToken = { token: string; expiresAt: Date };

/** A new refresh token for the user, in a new family (a login) or in an existing one (a rotation). */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  ttlDays: number,
  familyId: string = randomUUID(),
  now = new Date(),
): Promise<IssuedRefreshToken> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await db.insert(refreshTokens).values({ userId, familyId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export type RotateResult =
  | { ok: true; userId: number; token: string; expiresAt: Date }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already rotated is being
 * replayed (stolen, or a client bug): the whole family is revoked, so the thief's copy dies with it.
 */
export async function rotateRefreshToken(
  db: Db,
  presented: string,
  ttlDays: number,
  now = new Date(),
): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)));
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.rotatedAt) {
      await revokeFamily(tx as unknown as Db, row.familyId, now);
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
    // Conditional update: of two concurrent refreshes with the same token only one wins.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx as unknown as Db, row.familyId, now);
      return { ok: false, reason: 'reused' } as const;
    }
    const next = await issueRefreshToken(tx as unknown as Db, row.userId, ttlDays, row.familyId, now);
    return { ok: true, userId: row.userId, ...next } as const;
  });
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the presented token's family; an unknown token is simply already gone. */
export async function revokeByToken(db: Db, presented: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row) return;
  await revokeFamily(db, row.familyId, now);
  // The access token signed out with it stops too; the customer's other devices refresh theirs silently.
  await endAccessTokens(db, row.userId);
}

/** Every access token signed so far for the user is refused from now on. */
export async function endAccessTokens(db: Db, userId: number): Promise<void> {
  await db.update(users).set(endSessions(users.tokenVersion)).where(eq(users.id, userId));
}

/** Every session of the user ends: password change or reset, withdrawal. */
export async function revokeAllForUser(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await endAccessTokens(db, userId);
}
