import type { AuthTokens } from '@shop/domain/api/users';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { startSession } from '../../security/session';
import { consumeSocialProof, readSocialProof, type SocialUserRow } from '../../security/social-proof';
import { hasLinkOfType, indexEmail, link, SOCIAL_FAILED_MESSAGE } from './social-service';

export const ALREADY_LINKED_ELSEWHERE_MESSAGE = '이미 다른 계정에 연동된 소셜 계정입니다.';
export const SAME_TYPE_LINKED_MESSAGE = '이미 같은 종류의 소셜 계정이 연동되어 있습니다.';

async function proof(db: Db, config: Config, token: string, type?: number): Promise<SocialUserRow> {
  const row = await readSocialProof(db, token, config.jwtSecret);
  if (!row || (type !== undefined && row.type !== type)) throw badRequest(SOCIAL_FAILED_MESSAGE);
  return row;
}

/** Signs in the account the social account is linked to; the proof is spent. */
async function loginLinked(db: Db, config: Config, row: SocialUserRow): Promise<AuthTokens> {
  const [user] = await db.select().from(users).where(eq(users.id, row.userId!));
  if (!user || user.state <= 0 || !user.passwordHash) throw badRequest(SOCIAL_FAILED_MESSAGE);
  await consumeSocialProof(db, row.id);
  return startSession(db, config, user);
}

/** POST socialUsers/login: the proof must belong to a linked account (and to `user_id` when sent). */
export async function socialLogin(db: Db, config: Config, body: { token: string; user_id?: number }) {
  const row = await proof(db, config, body.token);
  if (row.userId === null || (body.user_id !== undefined && body.user_id !== row.userId)) {
    throw badRequest(SOCIAL_FAILED_MESSAGE);
  }
  return loginLinked(db, config, row);
}

export type CreateOutcome = {
  status: 200 | 201 | 202;
  result: 'login' | 'update' | 'create';
  row: SocialUserRow;
  auth: AuthTokens | null;
  token: string | null;
  emailRegistered: boolean;
};

/**
 * POST socialUsers: linked → login (200); signed in → link to the caller (201); otherwise the customer
 * must sign up first (202, with the proof so the sign-up links it). An account that merely shares the
 * social e-mail is never linked without its password: that would let a provider account take it over.
 */
export async function createOrLink(
  db: Db,
  config: Config,
  callerId: number | null,
  body: { token: string; type?: number; user_id?: number },
): Promise<CreateOutcome> {
  const row = await proof(db, config, body.token, body.type);
  const base = { row, auth: null, token: null, emailRegistered: false };
  if (callerId !== null) {
    if (body.user_id !== undefined && body.user_id !== callerId) throw forbidden();
    if (row.userId === callerId) return { ...base, status: 201, result: 'update' };
    if (row.userId !== null) throw conflict(ALREADY_LINKED_ELSEWHERE_MESSAGE);
    if (await hasLinkOfType(db, callerId, row.type)) throw conflict(SAME_TYPE_LINKED_MESSAGE);
    const linked = await link(db, row.id, callerId);
    if (!linked) throw conflict(ALREADY_LINKED_ELSEWHERE_MESSAGE);
    return { ...base, row: linked, status: 201, result: 'update' };
  }
  if (row.userId !== null) {
    return { ...base, status: 200, result: 'login', auth: await loginLinked(db, config, row) };
  }
  const email = row.socialAccount.email;
  let emailRegistered = false;
  if (email) {
    emailRegistered = (await indexEmail(db, email)).registered;
  }
  return { ...base, status: 202, result: 'create', token: body.token, emailRegistered };
}
