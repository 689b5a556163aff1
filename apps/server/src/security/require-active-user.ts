import { STATE } from '@shop/domain/codes/generic-state';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { LOGIN_REQUIRED, requireUser } from './require-user';

/**
 * `requireUser` plus one look at the database: a withdrawn account's access token (which stays valid until
 * it expires, the server keeping no session) is refused at once on account calls.
 */
export async function requireActiveUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  const [row] = await request.server.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, request.userId!), ne(users.state, STATE.ABNORMAL)));
  if (!row) throw unauthorized(LOGIN_REQUIRED);
}
