import type { AuthTokens } from '@shop/domain/api/users';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { signAccessToken } from './access-token';
import { issueRefreshToken } from './refresh-tokens';

/** A new session: a short access token and a refresh token of a new family. */
export async function startSession(
  db: Db,
  config: Config,
  user: { id: number; name: string; tokenVersion: number },
): Promise<AuthTokens> {
  const refresh = await issueRefreshToken(db, user.id, config.refreshTokenTtlDays);
  return tokensAnswer(
    config,
    user,
    await signAccessToken(
      { userId: user.id, tokenVersion: user.tokenVersion },
      config.jwtSecret,
      config.accessTokenTtlSeconds,
    ),
    refresh.token,
  );
}

export function tokensAnswer(
  config: Config,
  user: { id: number; name: string },
  accessToken: string,
  refreshToken: string,
): AuthTokens {
  return {
    access_token: accessToken,
    expires_in: config.accessTokenTtlSeconds,
    refresh_token: refreshToken,
    refresh_expires_in: config.refreshTokenTtlDays * 86_400,
    id: user.id,
    name: user.name,
  };
}
