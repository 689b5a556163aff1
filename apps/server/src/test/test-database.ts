import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/** SQLSTATE 57P01: the server ended the connection on an administrator's command. */
const ADMIN_SHUTDOWN = '57P01';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here and dropped on close).
 */
export async function createTestDatabase(
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<Database & { url: string | null }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...(await openDatabase({ dataDir: null })), url: null };

  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    // `drop … with (force)` below may reach a connection the pool is still closing: that is expected.
    onConnectionError:
      options.onConnectionError ??
      ((error) => {
        if ((error as { code?: string }).code !== ADMIN_SHUTDOWN) console.warn(error);
      }),
  });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
