import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { authAttempts } from '../db/schema';
import { TooManyRequests } from '../http/errors';
import { createTestDatabase } from '../test/test-database';
import { type AttemptLimits, assertAttemptsAllowed, attemptKeys } from './auth-attempts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const limits: AttemptLimits = { perAccount: 5, accountCeiling: 50, perIp: 20, windowMinutes: 15 };
const now = new Date('2026-11-28T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

/** Failed logins of one account from one address, this many minutes ago each. */
async function failures(email: string, ip: string, ...ago: number[]) {
  const keys = attemptKeys('login', email, ip);
  await database.db
    .insert(authAttempts)
    .values(
      ago.flatMap((m) =>
        [keys.pair, keys.account, keys.ip].map((key) => ({ key, createdAt: minutesAgo(m) })),
      ),
    );
  return keys;
}

async function refusal(keys: ReturnType<typeof attemptKeys>): Promise<TooManyRequests> {
  const error = await assertAttemptsAllowed(database.db, keys, limits, now).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TooManyRequests);
  return error as TooManyRequests;
}

describe('the wait a refused login is told (Retry-After)', () => {
  it('lasts until the oldest counted failure leaves the window when the limit is just reached', async () => {
    const keys = await failures('reached@example.com', '10.1.0.1', 14, 13, 12, 11, 10);
    const refused = await refusal(keys);
    expect(refused.retryAfterSeconds).toBe(60);
    expect(refused.message).toBe('로그인 시도가 너무 많습니다. 1분 후 다시 시도해 주세요.');
  });

  it('lasts until the count is back under the limit when failures sent at once took it past', async () => {
    // Seven failures against a limit of five: the two oldest leaving is not enough, the third must go too.
    const keys = await failures('past@example.com', '10.1.0.2', 14, 13, 12, 11, 10, 9, 8);
    expect((await refusal(keys)).retryAfterSeconds).toBe(3 * 60);
  });

  it('lets a try pass under the limit, counting only the window', async () => {
    const keys = await failures('under@example.com', '10.1.0.3', 40, 30, 16, 3, 2, 1);
    await expect(assertAttemptsAllowed(database.db, keys, limits, now)).resolves.toBeUndefined();
  });
});
