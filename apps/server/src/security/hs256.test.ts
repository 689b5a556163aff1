import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { claimsHold, verifiedHs256Payload } from './hs256';

const secret = 'test-secret-test-secret-test-secret-123';
const now = new Date('2026-11-22T00:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
const expected = { issuer: 'soridam', audience: 'customer' };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed by hand: any header and payload, HMAC-SHA256 over them with `key`. */
function handSigned(header: object, payload: object, key = secret): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}
const claims = { sub: '5', ver: 1, iss: 'soridam', aud: 'customer', iat: seconds, exp: seconds + 60 };

/** jose's verdict on the same token, the reference this module must agree with. */
async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, new TextEncoder().encode(secret), {
      ...expected,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return true;
  } catch {
    return false;
  }
}
const accepts = (token: string) => {
  const payload = verifiedHs256Payload(token, secret);
  return payload !== null && claimsHold(payload, expected, now);
};

describe('HS256 tokens checked with node:crypto', () => {
  it('opens a token jose signed and answers its payload', async () => {
    const token = await new SignJWT({ ver: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('soridam')
      .setAudience('customer')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 60)
      .sign(new TextEncoder().encode(secret));
    expect(verifiedHs256Payload(token, secret)).toMatchObject({ sub: '7', ver: 3, aud: 'customer' });
    expect(accepts(token)).toBe(true);
  });

  it('refuses another secret, a changed payload, another spelling of the signature, and no signature', () => {
    const token = handSigned({ alg: 'HS256' }, claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(verifiedHs256Payload(token, 'another-secret-another-secret-another-1')).toBeNull();
    expect(verifiedHs256Payload(`${header}.${b64({ ...claims, sub: '6' })}.${signature}`, secret)).toBeNull();
    expect(verifiedHs256Payload(`${token}=`, secret)).toBeNull();
    expect(verifiedHs256Payload(`${header}.${payload}.`, secret)).toBeNull();
    expect(verifiedHs256Payload(`${header}.${payload}`, secret)).toBeNull();
    expect(verifiedHs256Payload('garbage', secret)).toBeNull();
  });

  it('refuses a header that is not plain HS256, even with a valid HMAC-SHA256 over it', () => {
    for (const header of [{ alg: 'none' }, { alg: 'HS512' }, { alg: 'HS256', crit: ['exp'] }, {}]) {
      expect(verifiedHs256Payload(handSigned(header, claims), secret), JSON.stringify(header)).toBeNull();
    }
    expect(verifiedHs256Payload(handSigned({ alg: 'HS256', typ: 'JWT' }, claims), secret)).toMatchObject({
      sub: '5',
    });
  });

  it('holds the claims as jose does: issuer, audience, expiry and not-before', async () => {
    const cases: Record<string, object> = {
      valid: claims,
      'audience in a list': { ...claims, aud: ['staff', 'customer'] },
      'expires now': { ...claims, exp: seconds },
      'expires next second': { ...claims, exp: seconds + 1 },
      'not yet valid': { ...claims, nbf: seconds + 1 },
      'valid from now': { ...claims, nbf: seconds },
      'other issuer': { ...claims, iss: 'someone' },
      'other audience': { ...claims, aud: 'staff' },
      'no audience': { ...claims, aud: undefined },
    };
    const verdicts: Record<string, [boolean, boolean]> = {};
    for (const [name, payload] of Object.entries(cases)) {
      const token = handSigned({ alg: 'HS256' }, payload);
      verdicts[name] = [accepts(token), await joseAccepts(token)];
    }
    for (const [name, [ours, jose]] of Object.entries(verdicts)) expect(ours, name).toBe(jose);
    expect(Object.values(verdicts).map(([ours]) => ours)).toEqual([
      true,
      true,
      false,
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('requires an expiry, where jose would take a token without one', () => {
    const { exp: _, ...forever } = claims;
    expect(accepts(handSigned({ alg: 'HS256' }, forever))).toBe(false);
  });
});
