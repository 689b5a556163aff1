import { hashPasswordAtCost } from '../security/password';

/**
 * The test suite's made-up accounts (customers, the demo staff) are hashed at a low scrypt cost, once per
 * password: at the shop's cost, their hashing and every login of theirs took a quarter of a second each,
 * hundreds of times a run, proving nothing the sign-up, login and password tests (which hash at the shop's
 * cost) do not. Verifying reads the cost from the hash, so the login path is the shop's own.
 */
const FIXTURE_COST = 2 ** 10;
const hashes = new Map<string, Promise<string>>();

export function fixturePasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPasswordAtCost(password, FIXTURE_COST);
    hashes.set(password, hash);
  }
  return hash;
}
