import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';

/**
 * A database to measure or simulate on and throw away: in-memory PGlite, or a new database on the
 * PostgreSQL server of `serverUrl` (DATABASE_URL), dropped by `drop`.
 */
export async function throwawayDatabase(
  serverUrl: string | undefined,
  prefix: string,
): Promise<{ database: Database; url: string | null; where: string; drop: () => Promise<void> }> {
  if (!serverUrl) {
    return {
      database: await openDatabase({ dataDir: null }),
      url: null,
      where: 'PGlite (in memory)',
      drop: async () => undefined,
    };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const { url, drop } = await newDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return { database, url, where: `PostgreSQL (${name}, dropped afterwards)`, drop };
}

/** A new empty database on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
export async function newDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
