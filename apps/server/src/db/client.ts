import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import { namingClient } from './named-statements';
import { namingPglite } from './pglite-named-statements';
import * as schema from './schema';

/** The extensions the migrations create (0014: trigram indexes for the console's searches), for every PGlite. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Schema = typeof schema;

/** The one database type services see, whichever engine runs underneath. */
import { watchPool } from '../observability/metrics';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Plain SQL for libraries that bring their own statements (the job queue): with values, one statement;
   * without, possibly several (their rows are the last statement's).
   */
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  ping(): Promise<void>;
  /**
   * Runs `work` while no other instance starting on the same database runs its own (migrations, the demo
   * seed): a PostgreSQL advisory lock. The embedded database has one process, so it just runs `work`.
   */
  underStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's data folder as a tar file (`loadDataDir` opens it again); PGlite only. */
  dumpDataDir?(): Promise<Blob>;
};

export type DatabaseOptions =
  /**
   * A real PostgreSQL server through a node-postgres pool. `onConnectionError` hears of an idle pooled
   * connection the server closed (restart, admin command); the pool drops it and opens a new one on demand.
   */
  | {
      databaseUrl: string;
      onConnectionError?: (error: Error) => void;
      /** Statements each connection keeps prepared (`namingClient`); 200 unless said, 0: none. */
      statementCache?: number;
    }
  /**
   * Embedded PGlite persisted in `dataDir`, or in memory when `dataDir` is null: empty, or loaded from a
   * dump of another one's data folder (the tests' snapshots).
   */
  | {
      dataDir: string | null;
      loadDataDir?: Blob;
      /** Statements kept prepared (`namingPglite`); 200 unless said, 0: none. */
      statementCache?: number;
    };

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The advisory lock key instances take while they start (any fixed bigint: "sorida" in ASCII). */
const STARTUP_LOCK_KEY = '126922498073697';

/**
 * Holds the start-up lock on a connection of its own, so the work may use any of the pool's. When anything
 * fails, the holder is closed rather than pooled: its session ends, so the lock cannot outlive it and keep
 * every other instance waiting.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let failed = true;
  try {
    await holder.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    const result = await work();
    await holder.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
    failed = false;
    return result;
  } finally {
    holder.release(failed);
  }
}

function warnConnectionLost(error: Error): void {
  console.warn(`database: an idle connection was closed by the server (${error.message})`);
}

/** Opens the database and brings its schema up to date with the checked-in migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      Client: namingClient(options.statementCache ?? 200),
    });
    // Without a listener an idle connection's error is thrown and ends the process.
    pool.on('error', options.onConnectionError ?? warnConnectionLost);
    const db = drizzlePg(pool, { schema });
    // Two instances first starting on an empty database would otherwise both apply the same migrations.
    await underAdvisoryLock(pool, () => migratePg(db, { migrationsFolder }));
    watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      query: (text, values) => pool.query(text, values),
      ping: async () => void (await db.execute(sql`select 1`)),
      underStartupLock: (work) => underAdvisoryLock(pool, work),
      close: () => pool.end(),
    };
  }
  const extensions = PGLITE_EXTENSIONS;
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  } else {
    client = new PGlite(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
  }
  const db = drizzlePglite(namingPglite(client, options.statementCache ?? 200), { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    // PGlite's extended protocol takes one statement; a parameterless script goes through exec.
    query: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    underStartupLock: (work) => work(),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
