import { STATE } from '@shop/domain/codes/generic-state';
import { maskEmail } from '@shop/domain/validation/masking';
import { passwordResetError } from '@shop/domain/validation/password-reset';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { queueMessage } from '../../notifications/queue-messages';
import { hashToken, randomToken } from '../../security/opaque-token';
import { setPassword } from './password-service';
import { canSignIn, findUserByEmail } from './user-queries';
import { requireFreshVerification } from './verification-service';

export const RESET_TOKEN_VALID_MINUTES = 30;
export const USER_NOT_FOUND_MESSAGE = '가입된 회원 정보를 찾을 수 없습니다.';
export const RESET_TOKEN_INVALID_MESSAGE = '유효하지 않은 요청입니다.';
export const RESET_REQUEST_MESSAGE = '입력하신 이메일로 비밀번호 재설정 안내를 보냈습니다.';

/**
 * Remind e-mail: the person proves who they are with a fresh 본인인증 of this very name and mobile, so the
 * lookup cannot be used to find strangers' addresses; the answer is masked anyway.
 */
export async function findEmail(
  db: Db,
  query: { name: string; mobile: string; verif_id: string },
): Promise<{ email: string; created_at: string }> {
  const verification = await requireFreshVerification(db, query.verif_id, ['remind']);
  const mobile = query.mobile.replace(/[^0-9]/g, '');
  if (verification.name !== query.name.trim() || verification.phoneNo !== mobile)
    throw notFound(USER_NOT_FOUND_MESSAGE);
  const [user] = await db
    .select({ email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(
      and(
        eq(users.name, verification.name),
        eq(users.mobile, mobile),
        ne(users.state, STATE.ABNORMAL),
        isNotNull(users.email),
      ),
    )
    .limit(1);
  if (!user?.email) throw notFound(USER_NOT_FOUND_MESSAGE);
  return { email: maskEmail(user.email), created_at: user.createdAt.toISOString() };
}

/**
 * Mails a single-use reset link valid for 30 minutes (queued; the notices job sends it). The answer is the same whether or not the e-mail
 * belongs to an account: otherwise this call would tell anyone which addresses are customers here.
 */
export async function requestPasswordReset(
  db: Db,
  config: Config,
  email: string,
  now = new Date(),
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || !canSignIn(user)) return;
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_VALID_MINUTES * 60_000),
  });
  const link = `${config.publicUrl}/customer_v2/users/auth/passwordReset?token=${encodeURIComponent(token)}`;
  await queueMessage(
    db,
    {
      kind: 'passwordReset',
      userId: user.id,
      variables: { 이름: user.name || '고객', 유효시간: String(RESET_TOKEN_VALID_MINUTES), 링크: link },
    },
    { config, now },
  );
}

async function liveToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** 404 for an unknown, used or expired token. */
export async function checkResetToken(db: Db, token: string, now = new Date()): Promise<true> {
  if (!(await liveToken(db, token, now))) throw notFound(RESET_TOKEN_INVALID_MESSAGE);
  return true;
}

/** Sets the new password once per token; every session of the account ends. */
export async function resetPassword(
  db: Db,
  body: { token: string; password_new: string; password_new_check: string },
  now = new Date(),
): Promise<void> {
  const rule = passwordResetError(body.password_new, body.password_new_check);
  if (rule) throw badRequest(rule, { password_new: [rule] });
  const row = await liveToken(db, body.token, now);
  if (!row) throw notFound(RESET_TOKEN_INVALID_MESSAGE);
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (claimed.length === 0) throw notFound(RESET_TOKEN_INVALID_MESSAGE);
  await setPassword(db, row.userId, body.password_new);
}
