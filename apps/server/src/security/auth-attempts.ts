import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';
import { TooManyRequests } from '../http/errors';

/** The 429's sentence, with the wait in whole minutes (rounded up: never "0분"). */
export const tooManyAttemptsMessage = (seconds: number) =>
  `로그인 시도가 너무 많습니다. ${Math.max(1, Math.ceil(seconds / 60))}분 후 다시 시도해 주세요.`;

/**
 * `perAccount` failures stop one account from one address (the pair), so a stranger's guesses do not lock
 * the owner out of their own device; `accountCeiling` stops the account from everywhere (a spread-out
 * attack); `perIp` stops one address whatever accounts it tries.
 */
export type AttemptLimits = {
  perAccount: number;
  accountCeiling: number;
  perIp: number;
  windowMinutes: number;
};

/** The counters one attempt touches: the account (e-mail or user id) from this address, the account, the address. */
export type AttemptKeys = { pair: string; account: string; ip: string };

export const attemptKeys = (
  action: 'login' | 'check' | 'staff',
  account: string,
  ip: string,
): AttemptKeys => ({
  // A signed-in customer's password check is theirs alone: it counts per account from every address.
  pair:
    action === 'check'
      ? `${action}:account:${account.toLowerCase()}`
      : `${action}:pair:${account.toLowerCase()}:${ip}`,
  account: `${action}:account:${account.toLowerCase()}`,
  ip: `${action}:ip:${ip}`,
});

/**
 * Failed attempts live in the database, not in memory, so the limit holds across every instance behind a
 * load balancer and survives a restart.
 */
export async function assertAttemptsAllowed(
  db: Db,
  keys: AttemptKeys,
  limits: AttemptLimits,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const rows = await db
    .select({ key: authAttempts.key, n: count() })
    .from(authAttempts)
    .where(
      and(inArray(authAttempts.key, [keys.pair, keys.account, keys.ip]), gte(authAttempts.createdAt, since)),
    )
    .groupBy(authAttempts.key);
  // Pairs, not a map: a password check's pair and account are one key, held to both limits.
  const limitOf: [key: string, limit: number][] = [
    [keys.pair, limits.perAccount],
    [keys.account, limits.accountCeiling],
    [keys.ip, limits.perIp],
  ];
  const blocking = limitOf.flatMap(([key, limit]) =>
    rows.filter((r) => r.key === key && r.n >= limit).map((r) => ({ key, over: r.n - limit })),
  );
  if (blocking.length > 0) throw await tooManyAttempts(db, blocking, since, limits.windowMinutes, now);
}

/**
 * The 429 of limits reached, with when a try may pass again: once enough of each limit's failures have left
 * the window to bring its count under it (the oldest when the limit is just reached, a later one when
 * failures sent at once took the count past it).
 */
async function tooManyAttempts(
  db: Db,
  reached: { key: string; over: number }[],
  since: Date,
  windowMinutes: number,
  now: Date,
): Promise<TooManyRequests> {
  const frees = await Promise.all(
    reached.map(async ({ key, over }) => {
      const [freeing] = await db
        .select({ at: authAttempts.createdAt })
        .from(authAttempts)
        .where(and(eq(authAttempts.key, key), gte(authAttempts.createdAt, since)))
        .orderBy(asc(authAttempts.createdAt))
        .offset(over)
        .limit(1);
      return (freeing?.at.getTime() ?? now.getTime()) + windowMinutes * 60_000;
    }),
  );
  const seconds = Math.max(1, Math.ceil((Math.max(...frees) - now.getTime()) / 1000));
  return new TooManyRequests(tooManyAttemptsMessage(seconds), seconds);
}

export async function recordFailedAttempt(
  db: Db,
  keys: AttemptKeys,
  limits: AttemptLimits,
  now = new Date(),
): Promise<void> {
  const before = new Date(now.getTime() - limits.windowMinutes * 60_000);
  await db.transaction(async (tx) => {
    // Rows older than the window no longer count; drop them as we go so the table stays small.
    await tx
      .delete(authAttempts)
      .where(
        and(
          inArray(authAttempts.key, [keys.pair, keys.account, keys.ip]),
          lt(authAttempts.createdAt, before),
        ),
      );
    const distinct = [...new Set([keys.pair, keys.account, keys.ip])];
    await tx.insert(authAttempts).values(distinct.map((key) => ({ key, createdAt: now })));
  });
}

/** A success clears the account's failures (not the address's: one good password does not vouch for it). */
export async function clearAccountAttempts(db: Db, keys: AttemptKeys): Promise<void> {
  await db.delete(authAttempts).where(inArray(authAttempts.key, [keys.pair, keys.account]));
}

/**
 * An anonymous look-up that could tell who has an account (the sign-up e-mail check): every call counts
 * against the caller's address like a failed sign-in, and past the per-address limit it is refused.
 */
export async function countProbe(db: Db, config: Config, ip: string, now = new Date()): Promise<void> {
  const key = `probe:ip:${ip}`;
  const since = new Date(now.getTime() - config.authLimits.windowMinutes * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gte(authAttempts.createdAt, since)));
  const over = (row?.n ?? 0) - config.authLimits.perIp;
  if (over >= 0)
    throw await tooManyAttempts(db, [{ key, over }], since, config.authLimits.windowMinutes, now);
  await db.delete(authAttempts).where(and(eq(authAttempts.key, key), lt(authAttempts.createdAt, since)));
  await db.insert(authAttempts).values({ key, createdAt: now });
}
