import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { perDatabase } from '../db/per-database';
import { users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { idempotencyKeyOf, wellFormedKey } from '../http/idempotency-key';
import { verifyAccessToken } from './access-token';
import { accountInUseWhere } from './deferred-account-check';
import { LOGIN_REQUIRED } from './login-required';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer's id, set by `requireUser` (or `optionalUser`). */
    userId: number | null;
  }
}

export { LOGIN_REQUIRED };

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** The account's row if it is in use for the token: built once per database (a prepared query), read on every call. */
const tokenStateQuery = perDatabase((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(accountInUseWhere(sql.placeholder('id'), sql.placeholder('tokenVersion')))
    .prepare('user_token_state'),
);

/** The signed token's claims: 401 when there is none or it is not valid. */
async function signedClaims(request: FastifyRequest) {
  const token = bearer(request);
  const claims = token ? await verifyAccessToken(token, request.server.config.jwtSecret) : null;
  if (!claims) throw unauthorized(LOGIN_REQUIRED);
  return claims;
}

/**
 * Reads the bearer token if there is one; a visitor is fine, a bad token is not. A signed token is also
 * checked against the account (one indexed row): a withdrawn account, or a token older than the account's
 * last logout, password change or withdrawal, is refused at once on every instance.
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  request.userId = null;
  if (!bearer(request)) return;
  const claims = await signedClaims(request);
  const [inUse] = await tokenStateQuery(request.server.db).execute({
    id: claims.userId,
    tokenVersion: claims.tokenVersion,
  });
  if (!inUse) throw unauthorized(LOGIN_REQUIRED);
  request.userId = claims.userId;
}

/** preHandler for every call on a customer's own data: 401 without a valid access token. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await optionalUser(request);
  if (request.userId === null) throw unauthorized(LOGIN_REQUIRED);
}

/**
 * The guard of a call whose one statement checks the account itself (`takeAccountCheck`, `accountInUse`):
 * the token's signature is checked here, and the account (withdrawn, signed out, password changed) in that
 * statement, which answers 401 when it fails; one round trip to the database instead of two. A successful
 * answer whose statement never took the check is a 500 (`registerDeferredAccountGuard`).
 */
export async function requireUserInStatement(request: FastifyRequest): Promise<void> {
  const claims = await signedClaims(request);
  request.userId = claims.userId;
  request.deferredAccountCheck = { tokenVersion: claims.tokenVersion, taken: false };
}

/**
 * The guard of a customer's keyed create call (`sendIdempotent`): with a well-formed Idempotency-Key, the
 * account is checked in the statement that claims the key, which claims nothing and answers 401 when the
 * account fails (`requireUserInStatement`). Without a key it is `requireUser`.
 */
export async function requireUserAtClaim(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!wellFormedKey(idempotencyKeyOf(request))) return requireUser(request, reply);
  return requireUserInStatement(request);
}

/** The signed-in user's id inside a handler guarded by `requireUser`. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized(LOGIN_REQUIRED);
  return request.userId;
}
