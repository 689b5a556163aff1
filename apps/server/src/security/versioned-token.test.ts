import { describe, expect, it } from 'vitest';
import { audienceTokens, signVersionedToken, verifyVersionedToken } from './versioned-token';

const secret = 'test-secret-test-secret-test-secret-123';
const now = new Date('2026-11-22T00:00:00Z');

describe('versioned tokens', () => {
  it('carries the subject and token version to its own audience only', async () => {
    const token = await signVersionedToken('staff', { subjectId: 4, tokenVersion: 2 }, secret, 60, now);
    expect(await verifyVersionedToken('staff', token, secret, now)).toEqual({
      subjectId: 4,
      tokenVersion: 2,
    });
    expect(await verifyVersionedToken('customer', token, secret, now)).toBeNull();
  });

  it('refuses a subject that is not a positive id', async () => {
    const token = await signVersionedToken('customer', { subjectId: 0, tokenVersion: 1 }, secret, 60, now);
    expect(await verifyVersionedToken('customer', token, secret, now)).toBeNull();
  });

  it('audienceTokens names the subject its own way and keeps to its audience', async () => {
    const staff = audienceTokens('staff', 'staffId');
    const customer = audienceTokens('customer', 'userId');
    const token = await staff.sign({ staffId: 7, tokenVersion: 3 }, secret, 60, now);
    expect(await staff.verify(token, secret, now)).toEqual({ staffId: 7, tokenVersion: 3 });
    expect(await customer.verify(token, secret, now)).toBeNull();
    expect(await verifyVersionedToken('staff', token, secret, now)).toEqual({
      subjectId: 7,
      tokenVersion: 3,
    });
  });

  it('opens only under the secret it was signed with, each secret keeping its own key', async () => {
    const other = 'another-secret-another-secret-another-1';
    const token = await signVersionedToken('customer', { subjectId: 5, tokenVersion: 1 }, secret, 60, now);
    const otherToken = await signVersionedToken(
      'customer',
      { subjectId: 6, tokenVersion: 1 },
      other,
      60,
      now,
    );
    expect(await verifyVersionedToken('customer', token, other, now)).toBeNull();
    expect(await verifyVersionedToken('customer', otherToken, secret, now)).toBeNull();
    expect(await verifyVersionedToken('customer', otherToken, other, now)).toEqual({
      subjectId: 6,
      tokenVersion: 1,
    });
    expect(await verifyVersionedToken('customer', token, secret, now)).toEqual({
      subjectId: 5,
      tokenVersion: 1,
    });
  });
});
