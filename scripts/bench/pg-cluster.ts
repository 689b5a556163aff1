// A PostgreSQL server to fill and throw away: the one BENCH_DATABASE_URL or TEST_DATABASE_URL names, or a
// cluster made here with the machine's PostgreSQL binaries (initdb into a temporary folder, trust on
// 127.0.0.1, a free port), stopped and deleted afterwards. As root, initdb refuses to run, so the cluster
// belongs to the `postgres` user, as in .ci/run.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type PgServer = { url: string; where: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The newest PostgreSQL's bin folder under /usr/lib/postgresql (Debian's layout). */
function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql: set BENCH_DATABASE_URL');
  return path.join(root, newest, 'bin');
}

/** Runs a PostgreSQL binary as this user, or as `postgres` when this is root. */
function runPg(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot) {
    execFileSync(bin, args, { stdio: 'ignore' });
    return;
  }
  const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'ignore' });
}

async function startCluster(): Promise<PgServer> {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runPg(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  // Room for the fill: its indexes built in memory, its writes checkpointed seldom.
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c shared_buffers=512MB',
    '-c maintenance_work_mem=512MB',
    '-c max_wal_size=8GB',
    '-c synchronous_commit=off',
  ].join(' ');
  const pgCtl = path.join(bin, 'pg_ctl');
  runPg(pgCtl, ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    where: `PostgreSQL ${path.basename(path.dirname(bin))}, a throwaway cluster on port ${port}`,
    stop: async () => {
      try {
        runPg(pgCtl, ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The server to bench on: the one named by the environment, or a throwaway cluster. */
export async function benchPgServer(): Promise<PgServer> {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!given) return startCluster();
  return { url: given, where: 'PostgreSQL at BENCH_DATABASE_URL', stop: async () => undefined };
}
