import { STATE } from '@shop/domain/codes/generic-state';
import { and, eq, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { LOGIN_REQUIRED } from './login-required';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by a guard that checked the token's signature and left the account's check (withdrawn, signed
     * out, password changed) to the route's own statement, saving a round trip: the token version the
     * account must still have, and whether the statement has taken the check.
     */
    deferredAccountCheck?: { tokenVersion: number; taken: boolean };
  }
}

/** The account check a guard left to this route's statement, marked as taken (undefined: none was left). */
export function takeAccountCheck(
  request: FastifyRequest,
): { userId: number; tokenVersion: number } | undefined {
  const deferred = request.deferredAccountCheck;
  if (!deferred || request.userId === null) return undefined;
  deferred.taken = true;
  return { userId: request.userId, tokenVersion: deferred.tokenVersion };
}

/**
 * The account's row when it is still in use for a token of this version: not withdrawn, and not signed out
 * everywhere, re-passworded or withdrawn since the token was signed (each raises the version). The one rule
 * of every signed-in call, whether checked on its own (`requireUser`) or inside the call's statement.
 */
export const accountInUseWhere = (userId: number | Placeholder, tokenVersion: number | Placeholder) =>
  and(eq(users.id, userId), ne(users.state, STATE.ABNORMAL), eq(users.tokenVersion, tokenVersion));

/** Whether the account is in use with this token version, as a boolean SQL expression. */
export const accountInUse = (check: { userId: number; tokenVersion: number }): SQL =>
  sql`exists (select 1 from ${users} where ${accountInUseWhere(check.userId, check.tokenVersion)})`;

/** 401 when the statement found the account no longer in use. */
export function refuseUnlessInUse(inUse: boolean | null | undefined): void {
  if (!inUse) throw unauthorized(LOGIN_REQUIRED);
}

/**
 * Fails closed: a successful answer to a request whose account check was deferred and never taken by a
 * statement (a route changed without its check) becomes a 500, never an answer on an unchecked account.
 */
export function registerDeferredAccountGuard(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const deferred = request.deferredAccountCheck;
    if (deferred && !deferred.taken && reply.statusCode < 400) {
      return done(new Error(`${request.routeOptions.url}: the deferred account check was never taken`));
    }
    done(null, payload);
  });
}
