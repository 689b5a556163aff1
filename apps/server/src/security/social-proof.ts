import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { socialUsers } from '../db/schema';
import { hashToken } from './opaque-token';
import { signPurposeToken, verifyPurposeToken } from './purpose-token';

/** How long the proof of a social account (from socialUsers/storeToken) may be used. */
export const SOCIAL_PROOF_TTL_SECONDS = 15 * 60;

export type SocialUserRow = typeof socialUsers.$inferSelect;

/**
 * Proof that the caller just came back from the provider as this social account: a signed token whose hash
 * is also stored on the row, so only the latest one works and a consumed one is dead.
 */
export async function issueSocialProof(db: Db, socialUserId: number, secret: string): Promise<string> {
  const token = await signPurposeToken(
    'social-proof',
    { sid: socialUserId },
    secret,
    SOCIAL_PROOF_TTL_SECONDS,
  );
  await db
    .update(socialUsers)
    .set({ tokenHash: hashToken(token) })
    .where(eq(socialUsers.id, socialUserId));
  return token;
}

export async function readSocialProof(db: Db, token: string, secret: string): Promise<SocialUserRow | null> {
  const claims = await verifyPurposeToken('social-proof', token, secret);
  if (!claims || typeof claims.sid !== 'number') return null;
  const [row] = await db
    .select()
    .from(socialUsers)
    .where(and(eq(socialUsers.id, claims.sid), eq(socialUsers.tokenHash, hashToken(token))));
  return row ?? null;
}

/** Used once (a login, a link, a sign-up): the proof cannot be replayed. */
export async function consumeSocialProof(db: Db, socialUserId: number): Promise<void> {
  await db.update(socialUsers).set({ tokenHash: null }).where(eq(socialUsers.id, socialUserId));
}
