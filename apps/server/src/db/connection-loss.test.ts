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
      const before = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pid = before.rows[0]!.pid;

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Let the terminated connection's error reach the pool.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const after = await database.db.execute<{ pid: number; ok: number }>(
        sql`select pg_backend_pid() as pid, 1 as ok`,
      );
      expect(heard.mock.calls[0]?.[0]).toMatchObject({ code: '57P01' });
      expect(after.rows[0]).toMatchObject({ ok: 1 });
      expect(after.rows[0]!.pid).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
