import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only a real PostgreSQL server can close a pooled connection under us.
describe.runIf(serverUrl)('PostgreSQL pool', () => {
  it('survives the server closing an idle connection and answers the next query', async () => {
    const heard = vi.fn();
    const database = await createTestDatabase({ onConnectionError: heard });
    try {
      const pidNow = async () =>
        (
          (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          }
        ).rows[0]!.pid;
      const pid = await pidNow();

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Let the terminated connection's error reach the pool.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const next = await pidNow();
      expect(heard.mock.calls[0]?.[0]).toMatchObject({ code: '57P01' });
      expect(next).toBeGreaterThan(0);
      expect(next).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
