import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordAtCost, verifyPassword } from './password';

describe('password hashes', () => {
  it('are scrypt at the OWASP cost (N=2^15, r=8, p=1) with a salt of their own', async () => {
    const [first, second] = await Promise.all([hashPassword('secret123!'), hashPassword('secret123!')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('secret123!', first)).toBe(true);
    expect(await verifyPassword('secret123?', first)).toBe(false);
  });

  it('verify at the cost written in the hash, so a cost raised later keeps older hashes valid', async () => {
    const cheap = await hashPasswordAtCost('secret123!', 2 ** 10);
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('secret123!', cheap)).toBe(true);
    expect(await verifyPassword('secret123', cheap)).toBe(false);
    expect(await verifyPassword('secret123!', cheap.replace('scrypt$', 'bcrypt$'))).toBe(false);
  });
});
