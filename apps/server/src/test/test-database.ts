import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { adminQuery, sharedSnapshot, snapshotFile, snapshotKey, templateName } from './database-snapshots';

/** SQLSTATE 57P01: the server ended the connection on an administrator's command. */
const ADMIN_SHUTDOWN = '57P01';
/** SQLSTATE 55006: a template in use (another worker's `create database … template` of the same one). */
const OBJECT_IN_USE = '55006';

type TestDatabase = Database & { url: string | null };
type Options = { onConnectionError?: (error: Error) => void };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here and dropped on close).
 */
export function createTestDatabase(options: Options = {}): Promise<TestDatabase> {
  return fromSnapshot({ migrated: true }, async () => {}, options);
}

/**
 * Settings that only say where the server listens, logs or finds its built apps: the demo's data does not
 * depend on them, so a file that sets one (route-hints' own web build) shares the run's seeded snapshot.
 */
const NOT_READ_BY_SEED = ['port', 'host', 'logLevel', 'webDistDir', 'consoleDistDir'] as const;

/** A fresh database holding the demo shop as `seedDemoData` leaves it for this config. */
export function createSeededTestDatabase(config: Config, options: Options = {}): Promise<TestDatabase> {
  const seedInputs: Partial<Config> = { ...config };
  for (const key of NOT_READ_BY_SEED) delete seedInputs[key];
  return fromSnapshot(
    { seeded: seedInputs },
    async (database) => {
      const { seedDemoData } = await import('../db/seed/seed-demo-data');
      await seedDemoData(database, config);
    },
    options,
  );
}

/**
 * A database prepared by `prepare`, copied from this run's snapshot of the same preparation (see
 * database-snapshots.ts), or prepared here when the run keeps none.
 */
async function fromSnapshot(
  what: unknown,
  prepare: (database: Database) => Promise<void>,
  options: Options,
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const key = snapshotKey({ what, engine: serverUrl ? 'postgres' : 'pglite' });
  if (!serverUrl) {
    const file = await sharedSnapshot(key, async () => {
      const built = await openDatabase({ dataDir: null });
      await prepare(built);
      const dump = await built.dumpDataDir!();
      await built.close();
      // Written in full before `sharedSnapshot` marks it built, so no reader sees half of it.
      const target = snapshotFile(key);
      writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
      return target;
    });
    if (file)
      return {
        ...(await openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(file)]) })),
        url: null,
      };
    const database = await openDatabase({ dataDir: null });
    await prepare(database);
    return { ...database, url: null };
  }

  const template = await sharedSnapshot(key, async () => {
    const name = templateName(key);
    const built = await openServerDatabase(serverUrl, name, null, options);
    await prepare(built);
    await built.close();
    return name;
  });
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const database = await openServerDatabase(serverUrl, name, template, options);
  if (!template) await prepare(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Creates database `name` on the server (a copy of `template` when given) and opens it. */
async function openServerDatabase(
  serverUrl: string,
  name: string,
  template: string | null,
  options: Options,
): Promise<TestDatabase> {
  const create = `create database ${name}${template ? ` template ${template}` : ''}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, create);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
      await sleep(100);
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    // `drop … with (force)` may reach a connection the pool is still closing: that is expected.
    onConnectionError:
      options.onConnectionError ??
      ((error) => {
        if ((error as { code?: string }).code !== ADMIN_SHUTDOWN) console.warn(error);
      }),
  });
  return { ...database, url: url.toString() };
}
