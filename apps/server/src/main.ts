import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed-demo-data';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, statementCache: config.databaseStatementCache }
      : { dataDir: config.dataDir, statementCache: config.databaseStatementCache },
  );
  if (config.seedDemoData) await database.underStartupLock(() => seedDemoData(database, config));

  const app = await buildApp(config, { database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`\n  소리담 shop is running: http://localhost:${port}/customer_v2/\n  database: ${where}\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
