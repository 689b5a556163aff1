import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_DIR_ENV, sharedSnapshot, snapshotKey } from './database-snapshots';

let saved: string | undefined;
let dir: string;
beforeEach(() => {
  saved = process.env[SNAPSHOT_DIR_ENV];
  dir = mkdtempSync(path.join(os.tmpdir(), 'snapshot-test-'));
  process.env[SNAPSHOT_DIR_ENV] = dir;
});
afterEach(() => {
  if (saved === undefined) delete process.env[SNAPSHOT_DIR_ENV];
  else process.env[SNAPSHOT_DIR_ENV] = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('test database snapshots', () => {
  it('are built once for callers asking at the same time, who all get the same one', async () => {
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'built-once';
    };
    const key = snapshotKey({ what: 'same' });
    const answers = await Promise.all([sharedSnapshot(key, build), sharedSnapshot(key, build)]);
    expect(answers).toEqual(['built-once', 'built-once']);
    expect(await sharedSnapshot(key, build)).toBe('built-once');
    expect(builds).toBe(1);
  });

  it('are told apart by what built them', () => {
    expect(snapshotKey({ seeded: { appEnv: 'demo' } })).toBe(snapshotKey({ seeded: { appEnv: 'demo' } }));
    expect(snapshotKey({ seeded: { appEnv: 'demo' } })).not.toBe(snapshotKey({ seeded: { appEnv: 'live' } }));
  });

  it('are not kept outside a run that names a folder for them', async () => {
    delete process.env[SNAPSHOT_DIR_ENV];
    expect(await sharedSnapshot(snapshotKey({ what: 'none' }), async () => 'unused')).toBeNull();
  });
});
