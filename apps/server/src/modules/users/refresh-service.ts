import type { AuthTokens } from '@shop/domain/api/users';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/errors';
import { signAccessToken } from '../../security/access-token';
import { revokeAllForUser, revokeByToken, rotateRefreshToken } from '../../security/refresh-tokens';
import { LOGIN_REQUIRED } from '../../security/require-user';
import { tokensAnswer } from '../../security/session';
import { canSignIn, findUserById } from './user-queries';

/** A new access token and a NEW refresh token; the presented one can never be used again. */
export async function refreshSession(db: Db, config: Config, refreshToken: string): Promise<AuthTokens> {
  const rotated = await rotateRefreshToken(db, refreshToken, config.refreshTokenTtlDays);
  if (!rotated.ok) throw unauthorized(LOGIN_REQUIRED);
  const user = await findUserById(db, rotated.userId);
  if (!user || !canSignIn(user)) {
    await revokeAllForUser(db, rotated.userId);
    throw unauthorized(LOGIN_REQUIRED);
  }
  const access = await signAccessToken(
    { userId: user.id, tokenVersion: user.tokenVersion },
    config.jwtSecret,
    config.accessTokenTtlSeconds,
  );
  return tokensAnswer(config, user, access, rotated.token);
}

export const logout = (db: Db, refreshToken: string) => revokeByToken(db, refreshToken);
