import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The `set` part that ends every session signed so far: a token carries the account's token version it was
 * signed with, so raising the version makes every earlier token refused (customers and staff alike).
 */
export function endSessions(tokenVersion: AnyColumn): { tokenVersion: SQL } {
  return { tokenVersion: sql`${tokenVersion} + 1` };
}
