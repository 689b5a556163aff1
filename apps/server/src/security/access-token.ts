import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** The customer, and the account's token version when it was signed (an older one is refused). */
export type AccessClaims = { userId: number; tokenVersion: number };

const ISSUER = 'soridam';
const AUDIENCE = 'customer';

const key = (secret: string) => new TextEncoder().encode(secret);

/** A short-lived signed access token (HS256); the server keeps no session, so any instance can check it. */
export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key(secret));
}

/** The claims of a valid token, or null for a missing, forged, malformed or expired one. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now = new Date(),
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (!Number.isInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
    return { userId, tokenVersion };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
