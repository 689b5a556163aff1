import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';

/**
 * The payload of a compact JWS signed HS256 with `secret`, or null for any other token. jose verifies through
 * WebCrypto, which costs about 0.2 ms of the event loop per token in Node; every signed-in request checks
 * one, so the signature is checked here with node:crypto (synchronous, microseconds) and jose only decodes.
 * The signature is compared as the exact base64url text a signer writes, in constant time, so no other
 * spelling of the same bytes passes; the header must say HS256 and name no critical extension.
 */
export function verifiedHs256Payload(token: string, secret: string): JWTPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const protectedHeader = decodeProtectedHeader(token);
    if (protectedHeader.alg !== 'HS256' || protectedHeader.crit !== undefined) return null;
    return decodeJwt(token);
  } catch {
    return null;
  }
}

/**
 * The registered claims as jose's jwtVerify checks them, without clock tolerance: the issuer and audience
 * named, an expiry still ahead (one is required), and a not-before already past when it is given.
 */
export function claimsHold(
  payload: JWTPayload,
  expected: { issuer: string; audience: string },
  now: Date,
): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== expected.issuer || !audiences.includes(expected.audience)) return false;
  if (typeof payload.exp !== 'number' || payload.exp <= seconds) return false;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return false;
  return true;
}
