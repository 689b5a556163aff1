import { STATE } from '@shop/domain/codes/generic-state';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { perDatabase } from '../db/per-database';
import { users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { verifyAccessToken } from './access-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer's id, set by `requireUser` (or `optionalUser`). */
    userId: number | null;
  }
}

export const LOGIN_REQUIRED = '로그인 정보가 만료되었거나 권한이 없습니다';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** The account's state and token version: built once per database (a prepared query), read on every call. */
const tokenStateQuery = perDatabase((db) =>
  db
    .select({ state: users.state, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_token_state'),
);

/**
 * Reads the bearer token if there is one; a visitor is fine, a bad token is not. A signed token is also
 * checked against the account (one indexed row): a withdrawn account, or a token older than the account's
 * last logout, password change or withdrawal, is refused at once on every instance.
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  const token = bearer(request);
  request.userId = null;
  if (!token) return;
  const claims = await verifyAccessToken(token, request.server.config.jwtSecret);
  if (!claims) throw unauthorized(LOGIN_REQUIRED);
  const [row] = await tokenStateQuery(request.server.db).execute({ id: claims.userId });
  if (!row || row.state === STATE.ABNORMAL || row.tokenVersion !== claims.tokenVersion) {
    throw unauthorized(LOGIN_REQUIRED);
  }
  request.userId = claims.userId;
}

/** preHandler for every call on a customer's own data: 401 without a valid access token. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await optionalUser(request);
  if (request.userId === null) throw unauthorized(LOGIN_REQUIRED);
}

/** The signed-in user's id inside a handler guarded by `requireUser`. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized(LOGIN_REQUIRED);
  return request.userId;
}
