import { Secret, TOTP } from 'otpauth';

const totpFor = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: '소리담 콘솔',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, label).toString() };
}

/** Whether a 6-digit code is right now (one step of clock drift either way is accepted). */
export const totpCodeValid = (secret: string, code: string, now = Date.now()): boolean =>
  totpFor(secret).validate({ token: code, timestamp: now, window: 1 }) !== null;

/** The code of a moment: tests and the demo sign in with it. */
export const totpCodeAt = (secret: string, now = Date.now()): string =>
  totpFor(secret).generate({ timestamp: now });
