import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropTemplates, SNAPSHOT_DIR_ENV, SNAPSHOT_DIR_PREFIX } from './database-snapshots';

const DAY_MS = 24 * 60 * 60_000;

/** The server suite's set-up: a folder for this run's database snapshots, removed (with their templates) after. */
export default function setup(): () => Promise<void> {
  // A run that was killed leaves its folder (tens of MB): clear those of earlier days.
  for (const name of readdirSync(os.tmpdir()).filter((entry) => entry.startsWith(SNAPSHOT_DIR_PREFIX))) {
    const old = path.join(os.tmpdir(), name);
    if (Date.now() - statSync(old).mtimeMs > DAY_MS) rmSync(old, { recursive: true, force: true });
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), SNAPSHOT_DIR_PREFIX));
  process.env[SNAPSHOT_DIR_ENV] = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) await dropTemplates(serverUrl, dir);
  };
}
