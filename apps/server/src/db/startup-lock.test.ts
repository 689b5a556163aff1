import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { adminQuery } from '../test/database-snapshots';
import { type Database, migrationsFolder, openDatabase } from './client';
import { corps } from './schema';
import { seedDemoData } from './seed/seed-demo-data';

const serverUrl = process.env.TEST_DATABASE_URL;

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

// Instances that first start together on an empty PostgreSQL database: only a server has several.
describe.runIf(serverUrl)('instances starting together on an empty database', () => {
  const name = `shop_test_start_${randomBytes(6).toString('hex')}`;
  let url: string;
  const opened: Database[] = [];

  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${name}`);
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
  });

  it('apply each migration once, and seed the shop once', async () => {
    opened.push(...(await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })))));
    const [first] = opened;
    expect(await count(first!, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );

    const config = loadConfig({ LOG_LEVEL: 'silent' });
    await Promise.all(
      opened.map((database) =>
        database.underStartupLock(() => seedDemoData(database, config, { customers: false })),
      ),
    );
    const seeded = await count(first!, sql`select count(*)::int as n from ${corps}`);
    expect(seeded).toBeGreaterThan(0);
    // A second seed on a seeded shop adds nothing: the count is what one seed writes.
    await seedDemoData(first!, config, { customers: false });
    expect(await count(first!, sql`select count(*)::int as n from ${corps}`)).toBe(seeded);
  });

  it('lets the next instance in when a start-up step fails', async () => {
    const [first, second] = opened;
    await expect(
      first!.underStartupLock(async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    const waited = await Promise.race([
      second!.underStartupLock(async () => 'in'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
    ]);
    expect(waited).toBe('in');
  });
});
