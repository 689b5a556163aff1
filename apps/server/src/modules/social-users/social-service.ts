import type { SocialUser } from '@shop/domain/api/social-users';
import { STATE } from '@shop/domain/codes/generic-state';
import type { SocialType } from '@shop/domain/codes/social-type';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { SOCIAL_PROVIDER_OF_TYPE, type SocialProviders } from '../../adapters/social/create-social-providers';
import { SocialExchangeError } from '../../adapters/social/social-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { socialUsers, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { signPurposeToken, verifyPurposeToken } from '../../security/purpose-token';
import { issueSocialProof, type SocialUserRow } from '../../security/social-proof';

export const SOCIAL_FAILED_MESSAGE = '연동 실패: 소셜 로그인을 다시 진행해 주세요.';
export const SOCIAL_UNSUPPORTED_MESSAGE = '지원하지 않는 소셜 로그인입니다.';

export const socialUserView = (row: SocialUserRow): SocialUser => ({
  id: row.id,
  type: row.type,
  user_id: row.userId,
  social_account: row.socialAccount,
  linked_at_signup: row.linkedAtSignup,
  created_at: row.createdAt.toISOString(),
});

function providerOf(social: SocialProviders, type: number) {
  const name = SOCIAL_PROVIDER_OF_TYPE[type as SocialType];
  const provider = name ? social.of(name) : null;
  if (!name || !provider) throw badRequest(SOCIAL_UNSUPPORTED_MESSAGE);
  return { name, provider };
}

/** Where to send the browser, with a signed `state` the return must carry (no forged returns). */
export async function authorizeUrl(
  config: Config,
  social: SocialProviders,
  type: number,
): Promise<{ url: string; state: string }> {
  const { name, provider } = providerOf(social, type);
  const state = await signPurposeToken('social-state', { type }, config.jwtSecret, 600);
  return { url: provider.authorizeUrl({ redirectUri: social.redirectUri(name), state }), state };
}

/**
 * storeToken: the code the provider returned becomes a social account row (created or refreshed) and a
 * short-lived proof token for the next call (login, link or sign-up).
 */
export async function storeToken(
  db: Db,
  config: Config,
  social: SocialProviders,
  body: { type: number; code: string; state: string },
): Promise<{
  token: string;
  type: number;
  social_account: SocialUserRow['socialAccount'];
  user_id: number | null;
}> {
  const { name, provider } = providerOf(social, body.type);
  const state = await verifyPurposeToken('social-state', body.state, config.jwtSecret);
  if (!state || state.type !== body.type) throw badRequest(SOCIAL_FAILED_MESSAGE);
  let profile: Awaited<ReturnType<typeof provider.exchange>>;
  try {
    profile = await provider.exchange({
      code: body.code,
      redirectUri: social.redirectUri(name),
      state: body.state,
    });
  } catch (err) {
    if (err instanceof SocialExchangeError) throw badRequest(SOCIAL_FAILED_MESSAGE);
    throw err;
  }
  const socialAccount = {
    ...(profile.email ? { email: profile.email } : {}),
    is_email_valid: !!profile.email,
    is_email_verified: profile.emailVerified,
  };
  const [row] = await db
    .insert(socialUsers)
    .values({ type: body.type, socialId: profile.socialId, socialAccount })
    .onConflictDoUpdate({ target: [socialUsers.type, socialUsers.socialId], set: { socialAccount } })
    .returning();
  const token = await issueSocialProof(db, row!.id, config.jwtSecret);
  return { token, type: row!.type, social_account: socialAccount, user_id: row!.userId };
}

/** Is the e-mail an account here, and is a social account of that type with this e-mail linked? */
export async function indexEmail(db: Db, email: string, type?: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, ne(users.state, STATE.ABNORMAL)));
  const [social] = await db
    .select({ id: socialUsers.id })
    .from(socialUsers)
    .where(
      and(
        sql`lower(${socialUsers.socialAccount}->>'email') = lower(${email.trim()})`,
        isNotNull(socialUsers.userId),
        type === undefined ? undefined : eq(socialUsers.type, type),
      ),
    )
    .limit(1);
  return { registered: !!user, linked: !!social };
}

export async function listSocialUsers(db: Db, userId: number): Promise<SocialUser[]> {
  const rows = await db
    .select()
    .from(socialUsers)
    .where(eq(socialUsers.userId, userId))
    .orderBy(socialUsers.id);
  return rows.map(socialUserView);
}

export async function hasLinkOfType(db: Db, userId: number, type: number): Promise<boolean> {
  const [row] = await db
    .select({ id: socialUsers.id })
    .from(socialUsers)
    .where(and(eq(socialUsers.userId, userId), eq(socialUsers.type, type)));
  return !!row;
}

/** Links the social account to the user; false when somebody else got there first. */
export async function link(db: Db, socialUserId: number, userId: number): Promise<SocialUserRow | null> {
  const [row] = await db
    .update(socialUsers)
    .set({ userId, tokenHash: null })
    .where(and(eq(socialUsers.id, socialUserId), isNull(socialUsers.userId)))
    .returning();
  return row ?? null;
}
