import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** A staff session: who, and the account's token version when it was signed (raised = every session ends). */
export type StaffClaims = { staffId: number; tokenVersion: number };

const ISSUER = 'soridam';
// Not the customer audience: a staff token opens nothing of the customer API, and the reverse.
const AUDIENCE = 'staff';

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signStaffToken(
  claims: StaffClaims,
  secret: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.staffId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key(secret));
}

export async function verifyStaffToken(
  token: string,
  secret: string,
  now = new Date(),
): Promise<StaffClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const staffId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (!Number.isInteger(staffId) || staffId <= 0 || typeof tokenVersion !== 'number') return null;
    return { staffId, tokenVersion };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
