import type { AuthTokens, LoginBody } from '@shop/domain/api/users';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import {
  assertAttemptsAllowed,
  attemptKeys,
  clearAccountAttempts,
  recordFailedAttempt,
} from '../../security/auth-attempts';
import { verifyPassword } from '../../security/password';
import { startSession } from '../../security/session';
import { canSignIn, findUserByEmail } from './user-queries';

export const WRONG_PASSWORD_MESSAGE = '비밀번호가 달라요.';
export const NOT_REGISTERED_MESSAGE = '가입되지 않은 계정입니다. 회원가입 후 이용해 주세요.';

// Compared against when the e-mail is unknown, so both answers take the time of one scrypt.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * The documents' 400 rules: a wrong password answers with the user's id (the screen then links to
 * password recovery), an unknown e-mail without one. Failures count per account and per address.
 */
export async function login(db: Db, config: Config, body: LoginBody, ip: string): Promise<AuthTokens> {
  const keys = attemptKeys('login', body.email, ip);
  await assertAttemptsAllowed(db, keys, config.authLimits);
  const user = await findUserByEmail(db, body.email);
  if (!user || !canSignIn(user)) {
    await verifyPassword(body.password, DUMMY_HASH);
    await recordFailedAttempt(db, keys, config.authLimits);
    throw new HttpError(400, NOT_REGISTERED_MESSAGE);
  }
  if (!(await verifyPassword(body.password, user.passwordHash!))) {
    await recordFailedAttempt(db, keys, config.authLimits);
    throw new HttpError(400, WRONG_PASSWORD_MESSAGE, {}, { id: user.id });
  }
  await clearAccountAttempts(db, keys);
  return startSession(db, config, user);
}
