import { ACCOUNT_GUARD_BAD_INFO_MESSAGE } from '@shop/domain/validation/account-guard';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_CHANGE_SUCCESS_MESSAGE,
  type PasswordChangeForm,
  passwordChangeError,
} from '@shop/domain/validation/password-change';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import {
  assertAttemptsAllowed,
  attemptKeys,
  clearAccountAttempts,
  recordFailedAttempt,
} from '../../security/auth-attempts';
import { hashPassword, verifyPassword } from '../../security/password';
import { revokeAllForUser } from '../../security/refresh-tokens';
import { findUserById } from './user-queries';

/**
 * The settings guard: e-mail and password of the signed-in user again. Counted like logins, per account
 * and per address, so a borrowed session cannot be used to guess the password.
 */
export async function checkCredentials(
  db: Db,
  config: Config,
  userId: number,
  body: { email: string; password: string },
  ip: string,
): Promise<true> {
  const keys = attemptKeys('check', String(userId), ip);
  await assertAttemptsAllowed(db, keys, config.authLimits);
  const user = await findUserById(db, userId);
  const emailMatches = !!user?.email && user.email.toLowerCase() === body.email.trim().toLowerCase();
  const ok = !!user?.passwordHash && (await verifyPassword(body.password, user.passwordHash)) && emailMatches;
  if (!ok) {
    await recordFailedAttempt(db, keys, config.authLimits);
    throw badRequest(ACCOUNT_GUARD_BAD_INFO_MESSAGE);
  }
  await clearAccountAttempts(db, keys);
  return true;
}

/** Every rule of section 5 in the domain's order, then the current password (401 when wrong). */
export async function changePassword(
  db: Db,
  config: Config,
  userId: number,
  form: PasswordChangeForm,
  ip: string,
): Promise<string> {
  const rule = passwordChangeError(form);
  if (rule) throw badRequest(rule.message, rule.field ? { [rule.field]: [rule.message] } : {});
  const keys = attemptKeys('check', String(userId), ip);
  await assertAttemptsAllowed(db, keys, config.authLimits);
  const user = await findUserById(db, userId);
  if (!user?.passwordHash || !(await verifyPassword(form.password, user.passwordHash))) {
    await recordFailedAttempt(db, keys, config.authLimits);
    throw new HttpError(401, CURRENT_PASSWORD_WRONG_MESSAGE, { password: [CURRENT_PASSWORD_WRONG_MESSAGE] });
  }
  await setPassword(db, userId, form.password_new);
  return PASSWORD_CHANGE_SUCCESS_MESSAGE;
}

/** A new password ends every session: the screens send the customer to log in again. */
export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllForUser(tx as unknown as Db, userId);
  });
}
