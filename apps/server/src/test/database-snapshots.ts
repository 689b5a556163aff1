import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seoulDayStart } from '@shop/domain/billing/billing-schedule';
import pg from 'pg';

/**
 * Built databases kept for the rest of one test run, so that a file asking for the demo shop loads it in about
 * a second instead of living the demo's thirteen months again (about twenty). The global set-up
 * (`global-setup.ts`) names a folder for the run; without it (a script outside vitest) nothing is kept.
 *
 * A snapshot is keyed by what built it (the caller's key: the config the seed ran with) and by Seoul's date,
 * since the demo's history is counted back from today. The first worker to need one builds it while holding a
 * lock file; the others wait for it. Embedded, a snapshot is PGlite's data folder as a tar file; on
 * PostgreSQL, a template database the next ones are copied from.
 */
export const SNAPSHOT_DIR_ENV = 'SHOP_TEST_SNAPSHOT_DIR';
export const SNAPSHOT_DIR_PREFIX = 'shop-test-snapshots-';
const TEMPLATE_PREFIX = 'shop_tpl_';

const WAIT_FOR_BUILDER_MS = 5 * 60_000;

export function snapshotKey(parts: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify({ parts, day: seoulDayStart(new Date()).toISOString() }))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The reference `build` returned for this key (a tar file or a template's name), built now if no worker
 * has yet; null when the run keeps no snapshots or the builder never finished.
 */
export async function sharedSnapshot(key: string, build: () => Promise<string>): Promise<string | null> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (!dir) return null;
  const done = path.join(dir, `${key}.done`);
  const built = () => (existsSync(done) ? readFileSync(done, 'utf8') : null);
  let lock: number;
  try {
    lock = openSync(path.join(dir, `${key}.lock`), 'wx');
  } catch {
    // Another worker holds the lock: it builds, or has built, this one.
    for (const until = Date.now() + WAIT_FOR_BUILDER_MS; Date.now() < until; await sleep(200)) {
      const reference = built();
      if (reference) return reference;
    }
    return null;
  }
  try {
    const reference = await build();
    writeFileSync(`${done}.tmp`, reference);
    renameSync(`${done}.tmp`, done);
    return reference;
  } finally {
    closeSync(lock);
  }
}

/** This run's name for the template built for `key` (two runs may share one PostgreSQL server). */
export function templateName(key: string): string {
  return `${TEMPLATE_PREFIX}${key}_${runId(process.env[SNAPSHOT_DIR_ENV] ?? '')}`;
}

function runId(dir: string): string {
  return path
    .basename(dir)
    .slice(SNAPSHOT_DIR_PREFIX.length)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Where an embedded snapshot's tar file goes. */
export function snapshotFile(key: string): string {
  return path.join(process.env[SNAPSHOT_DIR_ENV] ?? '', `${key}.tar`);
}

/** Drops the template databases the run of snapshot folder `dir` left on the PostgreSQL server. */
export async function dropTemplates(serverUrl: string, dir: string): Promise<void> {
  const templates = await adminQuery(serverUrl, 'select datname from pg_database where datname like $1', [
    `${TEMPLATE_PREFIX}%\\_${runId(dir)}`,
  ]);
  for (const { datname } of templates)
    await adminQuery(serverUrl, `drop database if exists ${datname} with (force)`);
}

/** One statement on the PostgreSQL server itself (creating and dropping the tests' databases). */
export async function adminQuery(
  serverUrl: string,
  text: string,
  values?: unknown[],
): Promise<Record<string, unknown>[]> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query(text, values)).rows;
  } finally {
    await admin.end();
  }
}
