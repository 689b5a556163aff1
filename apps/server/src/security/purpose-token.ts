import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * Short-lived signed values the server hands out and takes back without storing them: the OAuth `state`,
 * the social-account proof and the simulators' codes. The audience names the purpose, so a token made for
 * one use is refused for every other (and access tokens, audience `customer`, are refused here too).
 */
export type Purpose = 'social-state' | 'social-proof' | 'sim-social-code' | 'contract-file' | 'invoice-file';

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signPurposeToken(
  purpose: Purpose,
  payload: Record<string, string | number | boolean>,
  secret: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('soridam')
    .setAudience(`purpose:${purpose}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key(secret));
}

export async function verifyPurposeToken(
  purpose: Purpose,
  token: string,
  secret: string,
  now = new Date(),
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: 'soridam',
      audience: `purpose:${purpose}`,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return payload as Record<string, unknown>;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
