import { createHash, randomBytes } from 'node:crypto';

/** A random, unguessable token for a link or a refresh token (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table gives nobody a working token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
