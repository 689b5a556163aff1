import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const secret = 'test-secret-test-secret-test-secret-123';

describe('access tokens', () => {
  it('carries the user id until it expires', async () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const token = await signAccessToken({ userId: 7, tokenVersion: 3 }, secret, 60, now);
    expect(await verifyAccessToken(token, secret, new Date('2026-11-22T00:00:59Z'))).toEqual({
      userId: 7,
      tokenVersion: 3,
    });
    expect(await verifyAccessToken(token, secret, new Date('2026-11-22T00:01:01Z'))).toBeNull();
  });

  it('refuses a token signed with another secret, a tampered one and garbage', async () => {
    const token = await signAccessToken({ userId: 7, tokenVersion: 0 }, secret, 60);
    expect(await verifyAccessToken(token, `${secret}x`)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '8', iss: 'soridam', aud: 'customer' })).toString('base64url')}.${s}`;
    expect(await verifyAccessToken(forged, secret)).toBeNull();
    expect(await verifyAccessToken('not-a-token', secret)).toBeNull();
  });
});
