import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, refreshTokens } from '../db/schema';
import { requestHash } from '../http/idempotency';
import { createCustomer } from '../modules/users/test-accounts';
import { issueRefreshToken, revokeFamily, rotateRefreshToken } from '../security/refresh-tokens';
import { buildTestApp, type TestApp } from '../test/test-app';
import { HOUSEKEEPING_JOB } from './housekeeping-jobs';
import { IDEMPOTENCY_KEEP_MS, pruneIdempotencyKeys } from './prune-idempotency-keys';
import { pruneEndedTokenFamilies } from './prune-token-families';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('housekeeping', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, jobs: 'manual' });
    userId = (await createCustomer(t.database.db)).id;
  });
  afterAll(() => t.close());

  const key = (name: string, ageMs: number, answered: boolean) =>
    t.database.db
      .insert(idempotencyKeys)
      .values({
        userId,
        route: 'payments',
        key: name,
        requestHash: requestHash({}),
        statusCode: answered ? 201 : null,
        response: answered ? { id: 1 } : null,
        createdAt: new Date(Date.now() - ageMs),
      })
      .returning({ id: idempotencyKeys.id })
      .then(([row]) => row!.id);

  const keysLeft = async (ids: number[]) =>
    (
      await t.database.db
        .select({ id: idempotencyKeys.id })
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.id, ids))
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);

  it('deletes the keys older than a day, answered or not, and keeps the recent ones', async () => {
    const old = await key('old-answered-1', IDEMPOTENCY_KEEP_MS + HOUR, true);
    const oldClaim = await key('old-unanswered-1', IDEMPOTENCY_KEEP_MS + HOUR, false);
    const recent = await key('recent-answered-1', IDEMPOTENCY_KEEP_MS - HOUR, true);
    const recentClaim = await key('recent-unanswered-1', 5_000, false);
    expect(await pruneIdempotencyKeys(t.database.db, new Date())).toBe(2);
    expect(await keysLeft([old, oldClaim, recent, recentClaim])).toEqual([recent, recentClaim]);
  });

  const familyOf = async (token: string) =>
    (
      await t.database.db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, (await import('../security/opaque-token')).hashToken(token)))
    )[0]?.familyId;
  const familySize = async (familyId: string) =>
    (await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId))).length;

  it('deletes token families that expired or were revoked, and keeps a live family with its rotated tokens', async () => {
    const now = new Date();
    const db = t.database.db;
    const expired = await issueRefreshToken(db, userId, 30, undefined, new Date(now.getTime() - 31 * DAY));
    const revoked = await issueRefreshToken(db, userId, 30, undefined, now);
    const live = await issueRefreshToken(db, userId, 30, undefined, new Date(now.getTime() - 40 * DAY));
    // The live family's first token expired long ago, but it was rotated into one that is still valid.
    const rotated = await rotateRefreshToken(db, live.token, 60, new Date(now.getTime() - 35 * DAY));
    expect(rotated.ok).toBe(true);
    const [expiredFamily, revokedFamily, liveFamily] = await Promise.all(
      [expired.token, revoked.token, live.token].map(familyOf),
    );
    await revokeFamily(db, revokedFamily!, now);

    expect(await pruneEndedTokenFamilies(db, now)).toBe(2);
    expect(await familySize(expiredFamily!)).toBe(0);
    expect(await familySize(revokedFamily!)).toBe(0);
    expect(await familySize(liveFamily!)).toBe(2);
    // The rotated token kept its power: its replay still revokes the family.
    expect(await rotateRefreshToken(db, live.token, 60, now)).toEqual({ ok: false, reason: 'reused' });
  });

  it('runs both on the queue as one hourly job', async () => {
    const old = await key('old-answered-2', IDEMPOTENCY_KEEP_MS + HOUR, true);
    const dead = await issueRefreshToken(t.database.db, userId, 1, undefined, new Date(Date.now() - 2 * DAY));
    await t.app.jobs.send(HOUSEKEEPING_JOB, {});
    await t.app.jobs.drain([HOUSEKEEPING_JOB]);
    expect(await keysLeft([old])).toEqual([]);
    expect(await familyOf(dead.token)).toBeUndefined();
  });
});
