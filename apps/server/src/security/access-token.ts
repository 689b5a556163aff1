import { signVersionedToken, verifyVersionedToken } from './versioned-token';

/** The customer, and the account's token version when it was signed (an older one is refused). */
export type AccessClaims = { userId: number; tokenVersion: number };

/** A short-lived signed access token of the customer audience. */
export function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const { userId: subjectId, tokenVersion } = claims;
  return signVersionedToken('customer', { subjectId, tokenVersion }, secret, ttlSeconds, now);
}

/** The claims of a valid customer token, or null for a missing, forged, malformed or expired one. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now = new Date(),
): Promise<AccessClaims | null> {
  const claims = await verifyVersionedToken('customer', token, secret, now);
  return claims && { userId: claims.subjectId, tokenVersion: claims.tokenVersion };
}
