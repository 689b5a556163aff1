import type { FastifyInstance } from 'fastify';
import type { Adapters } from '../adapters/create-adapters';
import { buildApp, type JobsMode } from '../app';
import type { Clock } from '../clock/clock';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { createSeededTestDatabase, createTestDatabase } from './test-database';

/** Outside systems of a test's own; a function gets the test's database and config (a gateway over them). */
export type TestAdapters = Partial<Adapters> | ((database: Database, config: Config) => Partial<Adapters>);

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close(): Promise<void> };

/**
 * A server on a fresh database of its own, seeded with the demo data unless told otherwise. No job runs by
 * itself (`jobs` off) unless a test asks for the queue (`manual`: it drains it) or for workers.
 */
export async function buildTestApp(
  options: {
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    clock?: Clock;
    adapters?: TestAdapters;
    jobs?: JobsMode;
    database?: Database;
  } = {},
): Promise<TestApp> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ...options.env }), dataDir: null };
  const seed = options.seed ?? true;
  let database = options.database;
  if (!database) database = await (seed ? createSeededTestDatabase(config) : createTestDatabase());
  else if (seed) {
    const { seedDemoData } = await import('../db/seed/seed-demo-data');
    await seedDemoData(database, config);
  }
  const app = await buildApp(config, {
    database,
    jobs: options.jobs ?? 'off',
    ...(options.clock ? { clock: options.clock } : {}),
    adapters: typeof options.adapters === 'function' ? options.adapters(database, config) : options.adapters,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      // A database handed in belongs to the caller (two apps on one database).
      if (!options.database) await database.close();
    },
  };
}
