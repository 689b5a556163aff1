import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close(): Promise<void> };

/** A server on a fresh database of its own, seeded with the demo data unless told otherwise. */
export async function buildTestApp(
  options: { seed?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ...options.env }), dataDir: null };
  const database = await createTestDatabase();
  if (options.seed ?? true) {
    const { seedDemoData } = await import('../db/seed/seed-demo-data');
    await seedDemoData(database.db);
  }
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
