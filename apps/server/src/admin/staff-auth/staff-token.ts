import { signVersionedToken, verifyVersionedToken } from '../../security/versioned-token';

/** A staff session: who, and the account's token version when it was signed (raised = every session ends). */
export type StaffClaims = { staffId: number; tokenVersion: number };

// Not the customer audience: a staff token opens nothing of the customer API, and the reverse.
export function signStaffToken(
  claims: StaffClaims,
  secret: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const { staffId: subjectId, tokenVersion } = claims;
  return signVersionedToken('staff', { subjectId, tokenVersion }, secret, ttlSeconds, now);
}

export async function verifyStaffToken(
  token: string,
  secret: string,
  now = new Date(),
): Promise<StaffClaims | null> {
  const claims = await verifyVersionedToken('staff', token, secret, now);
  return claims && { staffId: claims.subjectId, tokenVersion: claims.tokenVersion };
}
