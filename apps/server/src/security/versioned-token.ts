import { webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import { claimsHold, verifiedHs256Payload } from './hs256';

/**
 * A signed session token (HS256) of one audience: whose it is (a positive id) and the account's token
 * version when it was signed, so raising the version ends every session. The server keeps no session,
 * so any instance can check it; a token of one audience opens nothing of the other's.
 */
export type VersionedClaims = { subjectId: number; tokenVersion: number };
export type TokenAudience = 'customer' | 'staff';

const ISSUER = 'soridam';

/**
 * The secret as an HMAC key for signing, imported once per secret: jose imports raw bytes into a key on
 * every call.
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

export async function signVersionedToken(
  audience: TokenAudience,
  claims: VersionedClaims,
  secret: string,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.subjectId))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret));
}

/** The claims of a valid token of the audience, or null for a missing, forged, malformed or expired one. */
export async function verifyVersionedToken(
  audience: TokenAudience,
  token: string,
  secret: string,
  now: Date,
): Promise<VersionedClaims | null> {
  const payload = verifiedHs256Payload(token, secret);
  if (!payload || !claimsHold(payload, { issuer: ISSUER, audience }, now)) return null;
  const subjectId = Number(payload.sub);
  const tokenVersion = payload.ver;
  if (!Number.isInteger(subjectId) || subjectId <= 0 || typeof tokenVersion !== 'number') return null;
  return { subjectId, tokenVersion };
}

/**
 * Sign and verify for one audience, with the subject under its own name in the claims (`userId`,
 * `staffId`): a customer token and a staff token differ only in these two.
 */
export function audienceTokens<K extends string>(audience: TokenAudience, subjectKey: K) {
  type Claims = { [key in K]: number } & { tokenVersion: number };
  return {
    sign: (claims: Claims, secret: string, ttlSeconds: number, now = new Date()): Promise<string> => {
      const { tokenVersion } = claims;
      return signVersionedToken(
        audience,
        { subjectId: claims[subjectKey], tokenVersion },
        secret,
        ttlSeconds,
        now,
      );
    },
    verify: async (token: string, secret: string, now = new Date()): Promise<Claims | null> => {
      const claims = await verifyVersionedToken(audience, token, secret, now);
      return claims && ({ [subjectKey]: claims.subjectId, tokenVersion: claims.tokenVersion } as Claims);
    },
  };
}
